import { useCallback, useEffect, useState } from 'react';

/** How long success banners stay (3 seconds). */
export const SUCCESS_BANNER_MS = 3000;

/**
 * A message that hides itself after `ms`. Each show() restarts the timer, even with the same
 * text, so two successes in a row each get their full time.
 */
export function useFlashMessage(ms = SUCCESS_BANNER_MS) {
  const [flash, setFlash] = useState<{ message: string } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), ms);
    return () => clearTimeout(timer);
  }, [flash, ms]);
  const show = useCallback((message: string) => setFlash({ message }), []);
  const clear = useCallback(() => setFlash(null), []);
  return { message: flash?.message ?? null, show, clear };
}
