import { useCallback, useEffect, useRef, useState } from 'react';
import { openAppLink } from './open-app-link';

/** How long the app has to take over before the browser is offered. */
export const APP_OPEN_TIMEOUT_MS = 2000;

/**
 * Opens an app link; if the page is still visible after 2 seconds (the app did not open),
 * `fallbackUrl` becomes the web address to offer instead.
 */
export function useAppLinkFallback() {
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  const launch = useCallback((appUrl: string, webUrl: string) => {
    stopRef.current?.();
    setFallbackUrl(null);
    setWaiting(true);
    let left = false;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') left = true;
    };
    const onPageHide = () => {
      left = true;
    };
    const stop = () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      stopRef.current = null;
    };
    const timer = window.setTimeout(() => {
      stop();
      setWaiting(false);
      if (!left && document.visibilityState === 'visible') setFallbackUrl(webUrl);
    }, APP_OPEN_TIMEOUT_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    stopRef.current = stop;
    openAppLink(appUrl);
  }, []);

  const dismiss = useCallback(() => setFallbackUrl(null), []);

  return { launch, waiting, fallbackUrl, dismiss };
}
