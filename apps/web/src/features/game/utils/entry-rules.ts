import type { Entry, MemberTournament } from '@fairway/contract';
import { HOUR_MS } from '../../../lib/countdown';

/** The entry form and its countdowns warn a day ahead (group cards use 48 hours). */
export const ENTRY_WARNING_MS = 24 * HOUR_MS;

type LimitFields = Pick<MemberTournament, 'allowMultipleEntries' | 'maxEntriesPerUser'>;
type DeadlineFields = Pick<MemberTournament, 'entryDeadline' | 'entryDeadlinePassed' | 'startDate'>;

/** How many entries one member may hold (the server's rule: 1 unless multiple entries are allowed). */
export const entryLimit = (tournament: LimitFields) =>
  tournament.allowMultipleEntries ? Math.max(1, tournament.maxEntriesPerUser) : 1;

/**
 * The moment entries lock: the entry deadline, or the start date when there is none. The
 * server's flag counts too, so a wrong device clock cannot reopen a closed tournament.
 */
export function deadlinePassed(tournament: DeadlineFields, now: number): boolean {
  if (tournament.entryDeadlinePassed) return true;
  const deadline = Date.parse(tournament.entryDeadline || tournament.startDate);
  return !Number.isNaN(deadline) && now >= deadline;
}

/** Entries are closed to members past the deadline and while the group admin has them disabled. */
export const entriesClosed = (
  tournament: DeadlineFields & Pick<MemberTournament, 'isActive'>,
  now: number,
) => !tournament.isActive || deadlinePassed(tournament, now);

/** Make Picks / Add Entry is offered while entries are open and the member is below the limit. */
export const canAddEntry = (
  tournament: LimitFields & DeadlineFields & Pick<MemberTournament, 'isActive'>,
  ownEntryCount: number,
  now: number,
) => !entriesClosed(tournament, now) && ownEntryCount < entryLimit(tournament);

/** The entry form's submit button text. */
export function submitButtonLabel({ editing, closed }: { editing: boolean; closed: boolean }) {
  if (closed) return 'Entry Deadline Passed';
  return editing ? 'Update Selections' : 'Submit Selections';
}

/** Before the first tee time the server lists only the caller's entries; afterwards everyone's. */
export const ownEntries = (entries: readonly Entry[], userId: number | undefined) =>
  entries.filter((entry) => entry.userId === userId);

export type FormTarget =
  | { kind: 'new' }
  | { kind: 'edit'; entry: Entry }
  | { kind: 'error'; message: 'Entry not found' | 'Not authorized to edit this entry' };

/**
 * What the entry form works on. An /entry/{id} address edits that entry (if it is the user's).
 * A plain /entry address is a new entry, unless the user cannot add one: at the limit (which is
 * 1 when multiple entries are not allowed) it becomes an edit of their first entry.
 */
export function formTarget({
  entryId,
  entries,
  userId,
  limit,
}: {
  entryId: number | null;
  entries: readonly Entry[];
  userId: number | undefined;
  limit: number;
}): FormTarget {
  if (entryId !== null) {
    const found = entries.find((entry) => entry.id === entryId);
    if (!found) return { kind: 'error', message: 'Entry not found' };
    if (found.userId !== userId)
      return { kind: 'error', message: 'Not authorized to edit this entry' };
    return { kind: 'edit', entry: found };
  }
  const mine = ownEntries(entries, userId);
  if (mine.length > 0 && mine.length >= limit) return { kind: 'edit', entry: mine[0]! };
  return { kind: 'new' };
}

/** The tiebreaker box as the server wants it: a whole number, or null when left empty. */
export function parseTiebreaker(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.trunc(value) : null;
}
