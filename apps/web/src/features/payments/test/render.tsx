import { screen, within } from '@testing-library/react';
import { renderRoute, stubApi, type ApiStubs } from '../../../test/helpers';
import { PaymentsPage } from '../PaymentsPage';
import { HANDLES, paymentsResponse } from './fixtures';

export const GROUP_ID = 5;
export const TOURNAMENT_ID = 7;
export const PAYMENTS_PATH = `/api/group-admin/${GROUP_ID}/tournaments/${TOURNAMENT_ID}/member-payments`;
export const MARK_PATH = `/api/group-admin/${GROUP_ID}/tournaments/${TOURNAMENT_ID}/mark-payment`;
export const HANDLES_PATH = `/api/admin/groups/${GROUP_ID}/members/payment-info`;

/** Renders the payment manager of group 5, tournament 7, with the default data unless told. */
export function renderPaymentsPage(stubs: ApiStubs = {}) {
  const fetchMock = stubApi({
    [`GET ${PAYMENTS_PATH}`]: { body: paymentsResponse() },
    [`GET ${HANDLES_PATH}`]: { body: HANDLES },
    ...stubs,
  });
  renderRoute(
    '/groups/:groupId/tournament/:tournamentId/payments',
    `/groups/${GROUP_ID}/tournament/${TOURNAMENT_ID}/payments`,
    <PaymentsPage />,
  );
  return fetchMock;
}

/** The member table's row of one member, found by the name leading its row header. */
export async function findMemberRow(name: string) {
  const header = await screen.findByRole('rowheader', { name: new RegExp(`^${name}\\b`) });
  return within(header.closest('tr')!);
}
