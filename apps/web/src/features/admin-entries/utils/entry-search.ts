import type { AdminEntry } from '@fairway/contract';
import { normaliseGolferName } from '@fairway/domain';

/** Entries whose player, email, group or any golfer matches every word of the query. */
export function searchEntries(entries: readonly AdminEntry[], query: string): AdminEntry[] {
  const words = normaliseGolferName(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = normaliseGolferName(
      [
        entry.userName,
        entry.userEmail.replace(/[@.]/g, ' '),
        entry.groupName,
        ...entry.picks.map((p) => p.name),
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
