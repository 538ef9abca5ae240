import type { StandingsResponse } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { standings } from '../test/fixtures';
import { groupStandingsKey } from '../../../lib/query-keys';
import { STANDINGS_REFRESH_MS, standingsQuery, standingsRefetchInterval } from './standings';

/** The refetchInterval option as TanStack calls it: with the query holding its latest data. */
function intervalFor(data: StandingsResponse | undefined) {
  const { refetchInterval } = standingsQuery(5, 7);
  if (typeof refetchInterval !== 'function') throw new Error('expected a function');
  return refetchInterval({ state: { data } } as unknown as Parameters<typeof refetchInterval>[0]);
}

describe('standings query', () => {
  it('sits under the group prefix the live stream invalidates', () => {
    expect(standingsQuery(5, 7).queryKey).toEqual(['groups', 5, 'standings', 7]);
    expect(standingsQuery(5, 7).queryKey.slice(0, 3)).toEqual(groupStandingsKey(5));
  });

  it('refetches every 5 minutes only while the tournament is active', () => {
    expect(STANDINGS_REFRESH_MS).toBe(300_000);
    expect(intervalFor(standings([], { status: 'active' }))).toBe(300_000);
    expect(intervalFor(standings([], { status: 'completed' }))).toBe(false);
    expect(intervalFor(standings([], { status: 'upcoming', started: false }))).toBe(false);
    expect(intervalFor(undefined)).toBe(false);
    expect(standingsRefetchInterval('active')).toBe(300_000);
  });
});
