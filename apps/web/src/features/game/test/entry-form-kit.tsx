import { screen, within } from '@testing-library/react';
import { renderRoute, stubApi, type ApiStubs } from '../../../test/helpers';
import { EntryFormPage } from '../EntryFormPage';
import { golfersByTier, memberTournament } from './fixtures';

/** What the entry form's tests share: its stubbed API, its route, and ways to find golfers. */
export const LIST = 'GET /api/pool-groups/5/available-tournaments';
export const TIERS = 'GET /api/tournament/1/golfers-by-tier';
export const ENTRIES = '/api/pool-groups/5/tournaments/1/entries';
const PATTERN = '/groups/:groupId/tournament/:tournamentId/entry/:entryId?';

export function renderForm(stubs: ApiStubs, path = '/groups/5/tournament/1/entry') {
  const fetchMock = stubApi({
    [LIST]: { body: [memberTournament()] },
    [TIERS]: { body: golfersByTier() },
    [`GET ${ENTRIES}`]: { body: [] },
    ...stubs,
  });
  renderRoute(PATTERN, path, <EntryFormPage />);
  return fetchMock;
}

/** Renders the form at a route pattern of the caller's (for tests that drive the client). */
export { PATTERN as ENTRY_FORM_PATTERN };

export const tier = async (n: number) =>
  within(await screen.findByRole('group', { name: `Tier ${n}` }));
export const golfer = (list: ReturnType<typeof within>, name: RegExp) =>
  list.getByRole('button', { name });

/** The JSON body of the one POST made. */
export function postedBody(fetchMock: ReturnType<typeof stubApi>) {
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return post ? JSON.parse(String(post[1]?.body)) : undefined;
}
