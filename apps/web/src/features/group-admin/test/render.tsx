import type { AdminTournamentsResponse } from '@fairway/contract';
import { screen, within } from '@testing-library/react';
import { group } from '../../../test/group-fixtures';
import { renderRoute, stubApi, type ApiStubs } from '../../../test/helpers';
import { GroupAdminPage } from '../GroupAdminPage';
import { NO_ADMIN_PAYMENT_INFO } from './fixtures';

export const GROUP_ID = 5;
export const LIST_PATH = `/api/group-admin/${GROUP_ID}/tournaments`;
export const AVAILABLE_PATH = `/api/group-admin/${GROUP_ID}/available-tournaments`;
export const PAYMENT_INFO_PATH = `/api/admin/groups/${GROUP_ID}/payment-info`;
export const MEMBERS_PAYMENT_INFO_PATH = `/api/admin/groups/${GROUP_ID}/members/payment-info`;

/**
 * Renders /groups/5/admin for an admin with the given admin list (a function answers afresh).
 * The payment info sections answer "nothing saved" and "no members" unless stubbed otherwise.
 */
export function renderAdminPage(
  list: AdminTournamentsResponse | (() => AdminTournamentsResponse),
  stubs: ApiStubs = {},
) {
  const fetchMock = stubApi({
    [`GET /api/pool-groups/${GROUP_ID}`]: { body: group({ role: 'admin', isAdmin: true }) },
    [`GET ${LIST_PATH}`]: typeof list === 'function' ? () => ({ body: list() }) : { body: list },
    [`GET ${PAYMENT_INFO_PATH}`]: { body: NO_ADMIN_PAYMENT_INFO },
    [`GET ${MEMBERS_PAYMENT_INFO_PATH}`]: { body: { members: [] } },
    ...stubs,
  });
  renderRoute('/groups/:groupId/admin', `/groups/${GROUP_ID}/admin`, <GroupAdminPage />);
  return fetchMock;
}

/** The list item (card) of one tournament, found by its heading. */
export async function findCard(name: string) {
  const heading = await screen.findByRole('heading', { name });
  return within(heading.closest('li')!);
}
