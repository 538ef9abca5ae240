import type { Picks } from '@fairway/domain';

/** Why one row could not be imported; thrown inside the row's transaction to roll it back. */
export class RowProblem extends Error {
  override name = 'RowProblem';
}

/** The entry form's tiebreaker rule: a whole number of strokes to par, -72 to 72. */
export const TIEBREAKER_LIMIT = 72;

/** A cell's tiebreaker: null when empty; a problem when not a whole number in range. */
export function parseTiebreaker(
  raw: string,
  column: string,
): { value: number | null } | { problem: string } {
  if (raw === '') return { value: null };
  const value = /^[+-]?\d+(\.0*)?$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || Math.abs(value) > TIEBREAKER_LIMIT)
    return {
      problem: `${column} must be a whole number between -${TIEBREAKER_LIMIT} and ${TIEBREAKER_LIMIT}`,
    };
  return { value };
}

/** Longest name or email a cell may hold. */
export const MAX_CELL_LENGTH = 200;

const EMAIL = /^[^\s@]+@[^\s@]+$/;
export const looksLikeEmail = (email: string) => EMAIL.test(email);

/** The same five golfers, whichever order the two tier 4 picks come in. */
export function samePicks(a: Picks, b: Picks): boolean {
  return (
    a.tier1GolferId === b.tier1GolferId &&
    a.tier2GolferId === b.tier2GolferId &&
    a.tier3GolferId === b.tier3GolferId &&
    [a.tier4GolferId1, a.tier4GolferId2].sort().join() ===
      [b.tier4GolferId1, b.tier4GolferId2].sort().join()
  );
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
