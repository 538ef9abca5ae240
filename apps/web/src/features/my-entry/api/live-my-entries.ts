import { useGroupEvents } from '../../../lib/live';
import { useMyEntries } from './my-entries';

/**
 * The caller's entries, kept live wherever the card shows: the group's event stream (one
 * connection per group however many components ask) says when the standings changed.
 * Kept apart from my-entries.ts, which the landing page's first bundle holds (the standings'
 * loader asks for myEntriesQuery): the live layer belongs in the pages' chunks, not that bundle.
 */
export function useLiveMyEntries(groupId: number, tournamentId: number, enabled = true) {
  useGroupEvents(groupId);
  return useMyEntries(groupId, tournamentId, enabled);
}
