import { useSyncExternalStore } from 'react';

/** Whether the media query matches now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Tailwind's `max-sm`: a phone held upright (under 640 px). */
export const PHONE_QUERY = '(max-width: 639.98px)';

export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
