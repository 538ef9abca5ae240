import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Offline, the service worker still opens the app from its cache, but no data is cached (it is
 * personal and goes stale), so the app says why screens cannot load instead of failing quietly.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-2 bg-warning px-4 py-2 text-sm font-medium text-on-warning"
    >
      <WifiOff aria-hidden className="size-4" />
      You&apos;re offline. Standings, picks and chat will load again when you reconnect.
    </div>
  );
}
