import { useImperativeHandle, type Ref, type RefObject } from 'react';

/** What the standings page asks of its table: bring an entry's row into view and focus it. */
export interface RowJump {
  jumpTo: (entryId: number) => void;
}

/** Frames to wait for a long table to render a row it was scrolled to (useVirtualRows). */
const FRAMES_TO_WAIT = 30;

/**
 * The row's toggle (the button on the player's name) in the middle of the screen, focused, as
 * soon as the table renders it: at once in a table that renders every row, a frame or two after
 * `scrollTo` in a long one that renders only the rows on screen.
 */
export function focusRowWhenRendered(box: HTMLElement, index: number, framesLeft = FRAMES_TO_WAIT) {
  const toggle = box.querySelector<HTMLElement>(`tbody[data-index="${index}"] th button`);
  if (toggle) {
    // Centred: clear of the sticky card above the table and the top bar.
    toggle.scrollIntoView({ block: 'center' });
    toggle.focus({ preventScroll: true });
  } else if (framesLeft > 0) {
    requestAnimationFrame(() => focusRowWhenRendered(box, index, framesLeft - 1));
  }
}

/** The table's side of "Jump to my row" (the "my entry" card on the standings page). */
export function useRowJump(
  ref: Ref<RowJump> | undefined,
  rows: readonly { entryId: number }[],
  box: RefObject<HTMLElement | null>,
  scrollTo: (index: number) => void,
) {
  useImperativeHandle(ref, () => ({
    jumpTo: (entryId) => {
      const index = rows.findIndex((row) => row.entryId === entryId);
      if (index < 0 || !box.current) return;
      scrollTo(index);
      focusRowWhenRendered(box.current, index);
    },
  }));
}
