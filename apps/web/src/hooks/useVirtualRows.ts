import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState, type RefObject } from 'react';

/** A table this long renders only the rows on screen (and a few either side). */
export const VIRTUAL_ROWS_FROM = 100;

/** Rows rendered beyond the screen's edges, so a quick scroll or a Tab finds them ready. */
const OVERSCAN = 10;

export interface VirtualRows {
  /** The indexes of the rows to render, in order. */
  indexes: number[];
  /** Empty space above and below them, in px, standing in for the rows not rendered. */
  before: number;
  after: number;
  /** For each rendered row group (with `data-index`): measures its real height. */
  measure: ((element: Element | null) => void) | undefined;
  /** Scrolls the table so that row is on screen. */
  scrollTo: (index: number) => void;
}

/**
 * Which rows of a long table to render. The table scrolls in its own box at a desk and with the
 * page on a phone (components/ui/data-table.tsx), so the rows on screen follow whichever
 * scrolls. Rows vary in height (an opened row shows its detail): each is measured once
 * rendered. Below VIRTUAL_ROWS_FROM rows every row is rendered, as a plain table.
 */
export function useVirtualRows({
  count,
  box,
  pageScrolls,
  estimateSize,
  keyOf,
}: {
  count: number;
  /** The table's box (TableBox): it scrolls at a desk, and holds the table's header. */
  box: RefObject<HTMLElement | null>;
  pageScrolls: boolean;
  /** A closed row's usual height, in px. */
  estimateSize: number;
  /** A row's stable key, so its measured height follows it when ranks change. */
  keyOf: (index: number) => number | string;
}): VirtualRows {
  const enabled = count >= VIRTUAL_ROWS_FROM;
  const margin = useRowsOffset(box, pageScrolls, enabled);
  const common = {
    count,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    getItemKey: keyOf,
    scrollMargin: margin,
    measureElement: sizeWhenLaidOut,
    // Until what scrolls is measured (the first render): a screenful, not nothing.
    initialRect: { width: 0, height: window.innerHeight },
  };
  const inBox = useVirtualizer({
    ...common,
    getScrollElement: () => box.current,
    enabled: enabled && !pageScrolls,
  });
  const inPage = useWindowVirtualizer({ ...common, enabled: enabled && pageScrolls });

  if (!enabled)
    return {
      indexes: Array.from({ length: count }, (_, index) => index),
      before: 0,
      after: 0,
      measure: undefined,
      scrollTo: () => undefined,
    };
  const virtualizer = pageScrolls ? inPage : inBox;
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    indexes: items.map((item) => item.index),
    before: first ? first.start - margin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - margin) : 0,
    measure: virtualizer.measureElement,
    scrollTo: (index) => virtualizer.scrollToIndex(index, { align: 'center' }),
  };
}

/**
 * A rendered row's height, from the ResizeObserver's report once the browser has laid it out;
 * until then the height already known for its key, or the estimate. The library's default reads
 * `offsetHeight` as each row mounts, which forces the whole page's layout in the middle of
 * React's commit: on a phone that made the first render of a full field one long task.
 */
function sizeWhenLaidOut<Scroller extends Element | Window>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Scroller, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = virtualizer.indexFromElement(element);
  return virtualizer.measurementsCache[index]?.size ?? virtualizer.options.estimateSize(index);
}

/**
 * Where the first row starts in what scrolls: below the header inside the box, or below
 * everything above the table on the page. Read again whenever the page or the box changes size
 * (what sits above the table can grow once it loads).
 */
function useRowsOffset(
  box: RefObject<HTMLElement | null>,
  pageScrolls: boolean,
  enabled: boolean,
): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!enabled || !element) return;
    const measure = () => {
      const head = element.querySelector('thead')?.getBoundingClientRect().height ?? 0;
      const top = pageScrolls ? element.getBoundingClientRect().top + window.scrollY : 0;
      setOffset(Math.round(top + head));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Measured when the observer first reports, after the browser has laid the page out for its
    // paint: measuring here, in React's commit, would lay a long table out once more before it.
    // Until then the rows start at 0, which only renders a few rows more below the screen.
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, enabled, pageScrolls]);
  return offset;
}
