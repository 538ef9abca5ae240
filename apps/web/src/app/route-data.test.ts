import { waitFor } from '@testing-library/react';
import { compactStandings, standingsHead, type StandingsResponse } from '@fairway/contract';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { standingsHeadKey, standingsKey } from '../lib/query-keys';
import { TOKEN_STORAGE_KEY } from '../lib/auth/token';
import { createQueryClient } from '../lib/query-client';
import { stubApi } from '../test/helpers';
import { routes } from './router';
import { withQueryClient } from './route-data';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const usableToken = `${encode({ alg: 'HS256' })}.${encode({ user_id: 4, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const PATH = '/api/pool-groups/5/tournaments/7/standings';
/** The "my entry" card's answer, asked for beside the first rows (first-rows.ts). */
const MY_ENTRIES = '/api/pool-groups/5/tournaments/7/my-entries';
const myEntries = { entries: [], totalEntries: 2, hasPrizes: false };
/** Just enough of a body to follow it through the shapes (the standings' own tests check them). */
const entry = (entryId: number) => ({
  rank: entryId,
  entryId,
  player: { id: entryId, name: `Player ${entryId}` },
  selections: [],
  totalScore: 0,
  eliminated: false,
  tiebreaker: null,
  positions: [],
  payout: 0,
});
const body = {
  tournament: { id: 7, name: 'The Fairway Open' },
  prizePool: 0,
  standings: [entry(1), entry(2)],
  popularity: [],
  forecast: null,
} as unknown as StandingsResponse;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The app's router at `path`, made but never rendered: what starts before any React does. */
function routerAt(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: withQueryClient(queryClient),
  });
  return { router, queryClient };
}

describe('a page whose data starts with its code', () => {
  it("asks for the standings' first rows as the route matches, with the stored session", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, usableToken);
    const fetchMock = stubApi({
      [`GET ${PATH}?shape=head`]: { body: standingsHead(body) },
      [`GET ${MY_ENTRIES}`]: { body: myEntries },
    });
    const { router, queryClient } = routerAt('/groups/5/tournament/7/standings');
    router.initialize();

    await waitFor(() =>
      expect(queryClient.getQueryData(standingsHeadKey(5, 7))).toMatchObject({
        beyond: { totalEntries: 2 },
      }),
    );
    // Both entries fit in the head: it is kept as the whole standings, nothing more to ask.
    expect(queryClient.getQueryData(standingsKey(5, 7))).toEqual(body);
    // The whole body waits for the page to have painted these (api/standings.ts); the card's
    // answer comes in the same round trip.
    const asked = fetchMock.mock.calls.map(([url, init]) => ({
      url: String(url),
      authorization: (init?.headers as Record<string, string>).Authorization,
    }));
    expect(asked).toEqual([
      { url: `${PATH}?shape=head`, authorization: `Bearer ${usableToken}` },
      { url: MY_ENTRIES, authorization: `Bearer ${usableToken}` },
    ]);
    router.dispose();
  });

  it('refreshes the standings already here instead of asking for first rows', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, usableToken);
    const fresher = { ...body, prizePool: 10 };
    const fetchMock = stubApi({
      [`GET ${PATH}?shape=compact`]: { body: compactStandings(fresher) },
      [`GET ${MY_ENTRIES}`]: { body: myEntries },
    });
    const { router, queryClient } = routerAt('/groups/5/tournament/7/standings');
    // Stale: read long ago.
    queryClient.setQueryData(standingsKey(5, 7), body, { updatedAt: 0 });
    router.initialize();

    await waitFor(() => expect(queryClient.getQueryData(standingsKey(5, 7))).toEqual(fresher));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `${PATH}?shape=compact`,
      MY_ENTRIES,
    ]);
    router.dispose();
  });

  it.each([
    [
      'without a session (the visitor is on the way to /login)',
      null,
      '/groups/5/tournament/7/standings',
    ],
    ['when the URL names no standings', usableToken, '/groups/five/tournament/7/standings'],
  ])('asks for nothing %s', async (_, token, path) => {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const fetchMock = stubApi({});
    const { router } = routerAt(path);
    router.initialize();
    // The page's code loads lazily: a generous wait on a busy machine.
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5000 });
    expect(fetchMock).not.toHaveBeenCalled();
    router.dispose();
  });
});
