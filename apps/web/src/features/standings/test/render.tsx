import { screen } from '@testing-library/react';
import { compactStandings, standingsHead, type StandingsResponse } from '@fairway/contract';
import { ME } from '../../../test/group-fixtures';
import { renderRoute, stubApi, type ApiStubs, type Reply } from '../../../test/helpers';
import { StandingsPage } from '../StandingsPage';
import { golfer, row } from './fixtures';

/**
 * The standings page at /groups/5/tournament/7/standings, for its tests. Each test file mocks
 * the signed-in user (ME) and the group's live stream itself (vi.mock is per file).
 */
export const STANDINGS = 'GET /api/pool-groups/5/tournaments/7/standings?shape=compact';
/** The first rows, which the page asks for beside the whole body. */
export const STANDINGS_HEAD = 'GET /api/pool-groups/5/tournaments/7/standings?shape=head';

/**
 * Tests write standings in the default shape (fixtures.ts); the page asks for the compact one
 * and its head, so a body at STANDINGS is sent in both, as the server would.
 */
export function renderStandings(stubs: ApiStubs) {
  const stub = stubs[STANDINGS];
  const fetchMock = stubApi(
    stub === undefined
      ? stubs
      : {
          ...stubs,
          [STANDINGS]:
            typeof stub === 'function' ? async () => compacted(await stub()) : compacted(stub),
          // Unless a test gives the head itself (to have the whole body come later).
          [STANDINGS_HEAD]:
            stubs[STANDINGS_HEAD] ??
            (async () => headOf(typeof stub === 'function' ? await stub() : stub)),
        },
  );
  renderRoute(
    '/groups/:groupId/tournament/:tournamentId/standings',
    '/groups/5/tournament/7/standings',
    <StandingsPage />,
  );
  return fetchMock;
}

function compacted(reply: Reply): Reply {
  const body = reply.body as StandingsResponse | undefined;
  return body && Array.isArray(body.standings) ? { ...reply, body: compactStandings(body) } : reply;
}

function headOf(reply: Reply): Reply {
  const body = reply.body as StandingsResponse | undefined;
  return body && Array.isArray(body.standings) ? { ...reply, body: standingsHead(body) } : reply;
}

/** The table row of the entry whose player cell reads `name`. */
export const rowOf = async (name: RegExp) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

const cutGolfer = golfer({
  golferId: 55,
  name: 'Missed Cutman',
  status: 'CUT',
  round: 2,
  score: 4,
  actualScore: 6,
  thru: 18,
  rounds: { '1': 3, '2': 3 },
});

export const leaders = [
  row({ entryId: 1, rank: 1, player: { id: 1, name: 'Alice' }, totalScore: -9 }),
  row({ entryId: 2, rank: 2, tied: true, player: { id: ME.id, name: ME.name }, totalScore: -5 }),
  row({ entryId: 3, rank: 2, tied: true, player: { id: 3, name: 'Bo' }, totalScore: -5 }),
  row({
    entryId: 4,
    rank: 4,
    player: { id: 4, name: 'Cy' },
    totalScore: 3,
    selections: [...row().selections.slice(0, 4), cutGolfer],
  }),
];

/** The cell of `row` under the column headed `header` ("Win", "Payout", "Golfers"). */
export function cellOf(row: HTMLElement, header: string): HTMLElement {
  const headers = [...row.closest('table')!.querySelectorAll('thead th')].map(
    (th) => th.textContent,
  );
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column "${header}" among ${headers.join(', ')}`);
  return row.children[index] as HTMLElement;
}

/** happy-dom's own window, which media queries follow. */
const happyWindow = window as unknown as {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
};

/**
 * Renders the next page at this window width: 375 (a phone), 1024 (happy-dom's own: a desk
 * under 1440 px, the golfers in one cell) or 1440 (the five golfer columns). Tests that change
 * it put it back with `showAt(1024)` after each.
 */
export const showAt = (width: number) => happyWindow.happyDOM.setViewport({ width, height: 800 });
