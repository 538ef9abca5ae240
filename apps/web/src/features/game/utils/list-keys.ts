import type { KeyboardEvent } from 'react';

/** Where an arrow key moves within a list of golfers (reading order; Home and End jump). */
const MOVES: Record<string, (at: number, last: number) => number> = {
  ArrowDown: (at, last) => Math.min(at + 1, last),
  ArrowRight: (at, last) => Math.min(at + 1, last),
  ArrowUp: (at) => Math.max(at - 1, 0),
  ArrowLeft: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_at, last) => last,
};

/**
 * The index an arrow, Home or End key moves to in a list of `count` from `at`, or null for any
 * other key, or one with a modifier (Alt+Left goes back a page, Ctrl+Home...).
 */
export function listMove(event: KeyboardEvent, at: number, count: number): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const to = MOVES[event.key];
  if (!to || at < 0 || count === 0) return null;
  return to(at, count - 1);
}
