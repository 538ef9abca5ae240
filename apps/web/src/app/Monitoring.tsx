import { useEffect } from 'react';
import { useAppConfig } from '../hooks/useAppConfig';
import { useAuth } from '../lib/auth/AuthProvider';
import { identifyUser, startMonitoring } from '../lib/monitoring';

/** Starts error reporting once the server says it is configured, and keeps the user id current. */
export function Monitoring() {
  const monitoring = useAppConfig().data?.monitoring ?? null;
  const userId = useAuth().user?.id ?? null;
  useEffect(() => {
    identifyUser(userId);
    void startMonitoring(monitoring);
  }, [monitoring, userId]);
  return null;
}
