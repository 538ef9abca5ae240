import { renderRoute, stubApi, type ApiStubs } from '../../../test/helpers';
import { GroupTournamentsPage } from '../GroupTournamentsPage';
import { group } from './fixtures';

/** What the group's tournaments page's tests share: its stubbed API and its route. */
export const LIST = 'GET /api/pool-groups/5/available-tournaments';

/** Renders the page for group 5 (a member's view unless the stubs say otherwise). */
export function renderTournamentsPage(stubs: ApiStubs) {
  const fetchMock = stubApi({ 'GET /api/pool-groups/5': { body: group() }, ...stubs });
  renderRoute('/groups/:groupId/tournaments', '/groups/5/tournaments', <GroupTournamentsPage />);
  return fetchMock;
}
