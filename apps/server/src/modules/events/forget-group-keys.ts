import type { GroupEvent } from '@fairway/contract';
import type { EventBus } from './bus';

/** A per-instance memory keyed "groupId:..." (or "groupId:tournamentId..."). */
export interface GroupKeyedMemory {
  deleteWhere(matches: (key: string) => boolean): void;
}

/**
 * The keys an event leaves without an owner, if any: everything of a deleted group
 * ("groupId:..."), or of a tournament removed from a group ("groupId:tournamentId", alone or
 * followed by ":...").
 */
function goneKeys(groupId: number, event: GroupEvent): ((key: string) => boolean) | null {
  if (event.type === 'members' && event.data.groupDeleted) {
    const prefix = `${groupId}:`;
    return (key) => key.startsWith(prefix);
  }
  if (event.type === 'standings' && event.data.removed) {
    const exact = `${groupId}:${event.data.tournamentId}`;
    const prefix = `${exact}:`;
    return (key) => key === exact || key.startsWith(prefix);
  }
  return null;
}

/**
 * For caches that other changes leave alone (they are keyed by version): forgets, on every
 * instance and at once, what belongs to a deleted group or to a tournament removed from a
 * group, instead of keeping it until it expires or is pushed out.
 */
export function forgetGoneKeysOn(events: EventBus, cache: GroupKeyedMemory): void {
  events.observe((groupId, event) => {
    const gone = goneKeys(groupId, event);
    if (gone) cache.deleteWhere(gone);
  });
}
