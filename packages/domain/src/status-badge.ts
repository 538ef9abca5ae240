export type StatusBadgeLabel =
  'Completed' | 'Live' | 'Closing Soon' | 'Closing Today' | 'Open' | 'Entries Closed' | 'Upcoming';
export type StatusBadgeTone = 'neutral' | 'live' | 'red' | 'amber' | 'green' | 'blue';

export interface StatusBadge {
  label: StatusBadgeLabel;
  tone: StatusBadgeTone;
}

const HOUR_MS = 3_600_000;

/**
 * A group tournament's status badge. Completed and active tournaments say so. Upcoming ones depend
 * on the entry deadline: within 1 hour "Closing Soon", within 6 hours "Closing Today", within 24
 * hours "Open" (amber), later "Open" (green); past the deadline but before the start
 * "Entries Closed"; anything else "Upcoming". Entries the group admin disabled read as closed
 * whatever the deadline (docs/rules.md, "Deadlines").
 */
export function statusBadge(
  input: {
    status: string;
    entryDeadline: Date | string | null;
    startsAt: Date | string | null;
    /** The group admin's switch (is_active); left out, entries count as enabled. */
    entriesEnabled?: boolean;
  },
  now: Date,
): StatusBadge {
  if (input.status === 'completed') return { label: 'Completed', tone: 'neutral' };
  if (input.status === 'active') return { label: 'Live', tone: 'live' };
  if (input.status === 'upcoming' && input.entryDeadline) {
    const left =
      input.entriesEnabled === false ? 0 : new Date(input.entryDeadline).getTime() - now.getTime();
    if (left > 0) {
      if (left <= HOUR_MS) return { label: 'Closing Soon', tone: 'red' };
      if (left <= 6 * HOUR_MS) return { label: 'Closing Today', tone: 'red' };
      if (left <= 24 * HOUR_MS) return { label: 'Open', tone: 'amber' };
      return { label: 'Open', tone: 'green' };
    }
    if (input.startsAt && now.getTime() < new Date(input.startsAt).getTime())
      return { label: 'Entries Closed', tone: 'neutral' };
  }
  return { label: 'Upcoming', tone: 'blue' };
}
