import { useCallback, useLayoutEffect, useRef } from 'react';

/** How close to the end still counts as "reading the latest" (px). */
const BOTTOM_SLACK_PX = 48;

interface Item {
  id: number;
}

/**
 * Keeps a scrolling list pinned to its newest item while the reader is at the bottom, leaves
 * them alone while they read older messages, and keeps their place when older ones load above.
 * `stick(item)` forces the jump for items such as the reader's own message.
 */
export function useStickToBottom<T extends Item>(
  items: readonly T[],
  stick?: (item: T) => boolean,
) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstId?: number; lastId?: number; height: number }>({ height: 0 });

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const first = items[0];
    const last = items.at(-1);
    const before = previous.current;
    const newLast = last !== undefined && last.id !== before.lastId;
    const olderAdded = before.firstId !== undefined && first?.id !== before.firstId && !newLast;
    if (olderAdded && !atBottom.current) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if (atBottom.current || (newLast && last && stick?.(last))) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    }
    previous.current = { firstId: first?.id, lastId: last?.id, height: el.scrollHeight };
  }, [items, stick]);

  return { ref, onScroll };
}
