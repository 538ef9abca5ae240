import { renderRoute, stubApi, type ApiStubs } from '../../../test/helpers';
import { AdminPage } from '../AdminPage';
import { HistoricalUploadPage } from '../HistoricalUploadPage';
import { SEASON, golfDataStatus } from './fixtures';

export const TOURNAMENTS = 'GET /api/tournaments';
export const STATUS = 'GET /api/admin/golf-data/status';
export const SYNC = 'POST /api/admin/sync-tournaments';
export const RUN_UPDATE = 'POST /api/admin/run-update';
export const UPLOAD = 'POST /api/admin/historical/pool-entries/upload';

/** Renders /admin with the season and a healthy feed unless stubbed otherwise. */
export function renderAdminPage(stubs: ApiStubs = {}) {
  const fetchMock = stubApi({
    [TOURNAMENTS]: { body: SEASON },
    [STATUS]: { body: golfDataStatus() },
    ...stubs,
  });
  renderRoute('/admin', '/admin', <AdminPage />);
  return fetchMock;
}

export function renderUploadPage(stubs: ApiStubs = {}) {
  const fetchMock = stubApi(stubs);
  renderRoute('/admin/historical', '/admin/historical', <HistoricalUploadPage />);
  return fetchMock;
}

/** The calls made with this method and path, with their request bodies as sent. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => init?.body);
}
