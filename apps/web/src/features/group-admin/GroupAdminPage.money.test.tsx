import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../test/app-config';
import { PAYMENT_STUBS } from '../../test/payment-stubs';
import { callsMade } from '../../test/helpers';
import {
  FREE_INFO,
  PAYING_INFO,
  adminResponse,
  adminTournament,
  liveTournament,
} from './test/fixtures';
import { LIST_PATH, findCard, renderAdminPage } from './test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Money buttons on the admin page', () => {
  it('hides Financial Report while no tournament has an entry fee', async () => {
    renderAdminPage(adminResponse([adminTournament({ entry_fee: 0 }), liveTournament()]));
    await findCard('The Fairway Open');
    expect(screen.queryByRole('link', { name: 'Financial Report' })).not.toBeInTheDocument();
  });

  it('links each pool with an entry fee to its Payments page, and a free pool to none', async () => {
    renderAdminPage(
      adminResponse([
        adminTournament({ entry_fee: 20 }),
        liveTournament({ entry_fee: 10 }),
        adminTournament({ id: 3, tournament_id: 9, tournament_name: 'Free Pool', entry_fee: 0 }),
      ]),
    );
    expect(
      (await findCard('Free Pool')).queryByRole('link', { name: /^Payments for/ }),
    ).not.toBeInTheDocument();
    expect(
      (await findCard('The Fairway Open')).getByRole('link', {
        name: 'Payments for The Fairway Open',
      }),
    ).toHaveAttribute('href', '/groups/5/tournament/7/payments');
    expect(
      (await findCard('The Live Classic')).getByRole('link', {
        name: 'Payments for The Live Classic',
      }),
    ).toHaveAttribute('href', '/groups/5/tournament/8/payments');
  });

  it('offers Pay only for tournaments that still need the platform fee', async () => {
    renderAdminPage(
      adminResponse(
        [
          adminTournament({
            id: 1,
            tournament_id: 1,
            tournament_name: 'Unpaid',
            requires_payment: true,
          }),
          adminTournament({
            id: 2,
            tournament_id: 2,
            tournament_name: 'Paid',
            requires_payment: true,
            payment_completed: true,
          }),
          liveTournament({ tournament_name: 'Overdue', requires_payment: true }),
        ],
        PAYING_INFO,
      ),
    );
    const pay = (name: string) => ({ name: `Pay for ${name}` });
    expect((await findCard('Unpaid')).getByRole('button', pay('Unpaid'))).toBeInTheDocument();
    expect((await findCard('Overdue')).getByRole('button', pay('Overdue'))).toBeInTheDocument();
    expect((await findCard('Paid')).queryByRole('button', pay('Paid'))).not.toBeInTheDocument();
  });

  it('never offers Pay in a free group', async () => {
    renderAdminPage(adminResponse([adminTournament()], FREE_INFO));
    const card = await findCard('The Fairway Open');
    expect(card.queryByRole('button', { name: /^Pay for/ })).not.toBeInTheDocument();
  });

  it('shows the tier price in the header', async () => {
    renderAdminPage(adminResponse([], PAYING_INFO));
    const header = within(
      (await screen.findByRole('heading', { name: 'Sunday Skins Admin' })).closest('header')!,
    );
    expect(header.getByText('$19.00 per tournament')).toBeInTheDocument();
  });
});

describe('Pay', () => {
  it('unlocks the tournament and reloads the list once the modal closes', async () => {
    const user = userEvent.setup();
    let paid = false;
    const fetchMock = renderAdminPage(
      () =>
        adminResponse(
          [adminTournament({ requires_payment: true, payment_completed: paid })],
          PAYING_INFO,
        ),
      {
        'GET /api/config': { body: appConfig() },
        ...PAYMENT_STUBS,
        'POST /api/stripe/confirm-payment-manual': () => {
          paid = true;
          return { body: { success: true, payment_completed: true, message: 'Paid' } };
        },
      },
    );
    const card = await findCard('The Fairway Open');
    expect(card.getByText('Payment Required')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Pay for The Fairway Open' }));

    const modal = within(screen.getByRole('dialog', { name: 'Unlock Tournament' }));
    expect(modal.getByText('Small Group (11+ members)')).toBeInTheDocument();
    expect(modal.getByText('$19.00')).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Continue' }));
    await user.type(await modal.findByLabelText('Card number'), '4242424242424242');
    await user.type(modal.getByLabelText('Expiry'), '12/34');
    await user.type(modal.getByLabelText('CVC'), '123');
    const listCalls = () => callsMade(fetchMock).filter((call) => call === `GET ${LIST_PATH}`);
    const before = listCalls().length;

    vi.useFakeTimers();
    fireEvent.click(modal.getByRole('button', { name: 'Pay $19.00' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(
      modal.getByText('Payment successful! Tournament has been activated.'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The reload answers while the clock is still fake (the query client batches on timers).
    for (let tick = 0; tick < 5; tick += 1) await act(() => vi.advanceTimersByTimeAsync(10));
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(listCalls().length).toBeGreaterThan(before);
    expect(
      card.queryByRole('button', { name: 'Pay for The Fairway Open' }),
    ).not.toBeInTheDocument();
  });
});
