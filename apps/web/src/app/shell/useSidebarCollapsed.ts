import { useCallback, useEffect, useState } from 'react';

export const SIDEBAR_KEY = 'sidebar-collapsed';
/** Below this width the sidebar collapses by itself. */
export const SIDEBAR_BREAKPOINT = 1024;

// A media query, not window.innerWidth: reading innerWidth makes the browser lay the page out
// there and then, and the sidebar mounts just as the page's first rows are rendered.
const NARROW_QUERY = `(max-width: ${SIDEBAR_BREAKPOINT - 0.02}px)`;
const narrow = () => window.matchMedia(NARROW_QUERY).matches;

/** The sidebar's collapsed state, kept in local storage, auto-collapsing on narrow screens. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsedState] = useState(() => {
    const saved = localStorage.getItem(SIDEBAR_KEY);
    return narrow() || saved === 'true';
  });

  const setCollapsed = useCallback((value: boolean) => {
    setCollapsedState(value);
    localStorage.setItem(SIDEBAR_KEY, String(value));
  }, []);

  useEffect(() => {
    let wasNarrow = narrow();
    const onResize = () => {
      const isNarrow = narrow();
      if (isNarrow && !wasNarrow) setCollapsed(true);
      wasNarrow = isNarrow;
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [setCollapsed]);

  return [collapsed, setCollapsed];
}
