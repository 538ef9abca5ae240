import { useCallback, useEffect, useState } from 'react';

export const SIDEBAR_KEY = 'sidebar-collapsed';
/** Below this width the sidebar collapses by itself. */
export const SIDEBAR_BREAKPOINT = 1024;

const narrow = () => window.innerWidth < SIDEBAR_BREAKPOINT;

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
