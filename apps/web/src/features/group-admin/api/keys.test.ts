import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { groupAdminKeys, memberAvailableKey, refreshAfterTournamentChange } from './keys';

describe('refreshAfterTournamentChange', () => {
  it('marks the admin lists, the group, its available tournaments and the dashboard stale', () => {
    const client = new QueryClient();
    const keys = [
      groupAdminKeys.tournaments(5),
      groupAdminKeys.available(5),
      ['groups', 5],
      memberAvailableKey(5),
      ['groups'],
      ['dashboard'],
      ['groups', 6],
    ];
    for (const key of keys) client.setQueryData(key, { cached: true });

    refreshAfterTournamentChange(client, 5);

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(keys.slice(0, 6).map(stale)).toEqual([true, true, true, true, true, true]);
    expect(stale(['groups', 6])).toBe(false);
  });
});
