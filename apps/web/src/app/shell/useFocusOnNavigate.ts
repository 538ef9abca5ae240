import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After moving to another screen (a link, a form that navigates on success), focus goes to the
 * new screen's heading, or to its main region when the heading comes with data still loading
 * (the next Tab then starts in the page), as a screen reader user and a keyboard user expect:
 * otherwise it is left on `<body>` and the next Tab starts over at the top bar. The first screen of a visit is left alone (the browser starts at the top).
 */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // Before the new screen is painted: no moment where focus sits on <body> between the two.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const region = main.current;
    if (!region || region.contains(document.activeElement)) return;
    const heading = region.querySelector<HTMLElement>('h1');
    const target = heading ?? region;
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [pathname, main]);
}
