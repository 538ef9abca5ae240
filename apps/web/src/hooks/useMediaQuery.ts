import { useSyncExternalStore } from 'react';

/** One list per query: React asks for the answer on every render of every user. */
const lists = new Map<string, MediaQueryList>();

function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/** Whether the media query matches now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = listFor(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => listFor(query).matches,
  );
}

/** Tailwind's `max-sm`: a phone held upright (under 640 px). */
export const PHONE_QUERY = '(max-width: 639.98px)';

export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
