import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children render in a second render, after the first has been committed and can be painted:
 * what sits below a page's main content (cards under a long table) does not hold back the first
 * sight of it. React runs that render as a background one, so a tap or a keypress comes first.
 */
export function Later({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
