import type { GroupEvent } from '@fairway/contract';
import type { ExpiringCache } from '../../lib/expiring-cache';
import type { EventBus } from './bus';

/**
 * Keeps a per-instance cache keyed "groupId:..." honest: when one of `types` is announced for
 * a group, on any instance, every key of that group is forgotten.
 */
export function forgetGroupKeysOn(
  events: EventBus,
  types: readonly GroupEvent['type'][],
  cache: ExpiringCache<string, unknown>,
): void {
  events.observe((groupId, event) => {
    if (!types.includes(event.type)) return;
    const prefix = `${groupId}:`;
    cache.deleteWhere((key) => key.startsWith(prefix));
  });
}
