import { renderRoute, stubApi, type ApiStubs } from '../../../test/helpers';
import { BillingPage } from '../BillingPage';

export const ADMIN_STATUS_PATH = '/api/billing/user/admin-status';
export const DASHBOARD_PATH = '/api/billing/user/dashboard';
export const historyPath = (groupId: number) => `/api/billing/group/${groupId}/tournament-history`;

/** Renders /billing with the given API answers ("METHOD /path" keys). */
export function renderBilling(stubs: ApiStubs = {}) {
  const fetchMock = stubApi(stubs);
  renderRoute('/billing', '/billing', <BillingPage />);
  return fetchMock;
}
