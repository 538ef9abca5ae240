import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsMade, sentBody } from '../../test/helpers';
import { CARL, memberPayment, paymentsResponse } from './test/fixtures';
import { MARK_PATH, PAYMENTS_PATH, findMemberRow, renderPaymentsPage } from './test/render';

const me = vi.hoisted(() => ({ id: 1000, name: 'Casey Admin' }));
vi.mock('../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({ user: me, userId: me.id, isAuthenticated: true }),
}));

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));
const openAppLink = vi.hoisted(() => vi.fn());
vi.mock('./utils/open-app-link', () => ({ openAppLink }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toastSuccess.mockClear();
  openAppLink.mockClear();
});

const dialog = () => within(screen.getByRole('dialog'));

async function openMarkPaid(name: string) {
  const user = userEvent.setup();
  const row = await findMemberRow(name);
  await user.click(row.getByRole('button', { name: `Mark Paid for ${name}` }));
  return user;
}

describe('Mark Paid', () => {
  it('starts from the amount due and posts the total paid, method and reference', async () => {
    let marked = false;
    const fetchMock = renderPaymentsPage({
      [`GET ${PAYMENTS_PATH}`]: () => ({
        body: paymentsResponse({
          member_payments: [
            marked
              ? { ...CARL, amount_paid: 25, is_paid: true, status: 'paid', payment_method: 'zelle' }
              : CARL,
          ],
        }),
      }),
      [`POST ${MARK_PATH}`]: () => {
        marked = true;
        return { body: { ...CARL, amount_paid: 25, status: 'paid' } };
      },
    });
    const user = await openMarkPaid('Carl Chip');

    expect(dialog().getByRole('heading', { name: 'Mark Paid' })).toBeInTheDocument();
    const amount = dialog().getByLabelText('Amount Paid ($)');
    expect(amount).toHaveValue(25);
    expect(amount).toHaveAttribute('min', '0');
    expect(amount).toHaveAttribute('step', '0.01');
    expect(dialog().getByText(/Status after saving: Paid/)).toBeInTheDocument();
    const method = dialog().getByLabelText('Payment Method');
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['venmo', 'zelle', 'cash', 'check', 'paypal', 'other']);
    expect(method).toHaveValue('venmo');

    await user.selectOptions(method, 'zelle');
    await user.type(dialog().getByLabelText('Reference (optional)'), ' Z-77 ');
    await user.click(dialog().getByRole('button', { name: 'Mark Paid' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'POST', MARK_PATH)).toEqual({
      user_id: 13,
      amount_paid: 25,
      payment_method: 'zelle',
      payment_reference: 'Z-77',
    });
    expect(toastSuccess).toHaveBeenCalledWith('Payment recorded for Carl Chip');
    const row = await findMemberRow('Carl Chip');
    expect((await row.findAllByText('Zelle'))[0]).toBeInTheDocument();
    expect(row.getAllByText('Paid')[0]).toBeInTheDocument();
  });

  it('posts a partial amount with no reference as null, and previews Partial', async () => {
    const fetchMock = renderPaymentsPage({ [`POST ${MARK_PATH}`]: { body: CARL } });
    const user = await openMarkPaid('Carl Chip');
    const amount = dialog().getByLabelText('Amount Paid ($)');
    await user.clear(amount);
    await user.type(amount, '12.5');
    expect(dialog().getByText(/Status after saving: Partial/)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Mark Paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'POST', MARK_PATH)).toEqual({
      user_id: 13,
      amount_paid: 12.5,
      payment_method: 'venmo',
      payment_reference: null,
    });
  });

  it('keeps the method and reference already recorded for the member', async () => {
    renderPaymentsPage();
    await openMarkPaid('Alice Ace');
    expect(dialog().getByLabelText('Amount Paid ($)')).toHaveValue(50);
    expect(dialog().getByLabelText('Payment Method')).toHaveValue('venmo');
    expect(dialog().getByLabelText('Reference (optional)')).toHaveValue('V-123');
  });

  it('refuses a negative amount without calling the server', async () => {
    const fetchMock = renderPaymentsPage();
    const user = await openMarkPaid('Carl Chip');
    const amount = dialog().getByLabelText('Amount Paid ($)');
    await user.clear(amount);
    await user.type(amount, '-1');
    await user.click(dialog().getByRole('button', { name: 'Mark Paid' }));
    expect(dialog().getByText('Amount cannot be negative')).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(`POST ${MARK_PATH}`);
  });

  it('shows "Failed to mark payment" when the server gives no reason', async () => {
    renderPaymentsPage({ [`POST ${MARK_PATH}`]: { status: 500, body: {} } });
    const user = await openMarkPaid('Carl Chip');
    await user.click(dialog().getByRole('button', { name: 'Mark Paid' }));
    expect(await dialog().findByText('Failed to mark payment')).toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("shows the server's error when it gives one", async () => {
    renderPaymentsPage({
      [`POST ${MARK_PATH}`]: {
        status: 400,
        body: { error: 'Amount paid can have at most two decimals' },
      },
    });
    const user = await openMarkPaid('Carl Chip');
    await user.click(dialog().getByRole('button', { name: 'Mark Paid' }));
    expect(
      await dialog().findByText('Amount paid can have at most two decimals'),
    ).toBeInTheDocument();
  });
});

const CARL_APP_LINK =
  'venmo://paycharge?txn=charge&recipients=carl-chip&amount=25.00&note=Golf%20Pool%20Entry';
const CARL_WEB_LINK =
  'https://venmo.com/?txn=charge&recipients=carl-chip&amount=25.00&note=Golf%20Pool%20Entry';

/** Opens Request Payment for Carl (whose Venmo handle is @carl-chip) once his handle is known. */
async function openCarlRequest() {
  const user = userEvent.setup();
  renderPaymentsPage();
  const row = await findMemberRow('Carl Chip');
  await user.click(row.getByRole('button', { name: 'Request Payment from Carl Chip' }));
  expect(await dialog().findByText('@carl-chip')).toBeInTheDocument();
  return user;
}

describe('Request Payment', () => {
  it('starts from $25 and "Golf Pool Entry" and opens the Venmo app for the member', async () => {
    await openCarlRequest();
    expect(dialog().getByRole('heading', { name: 'Request Payment' })).toBeInTheDocument();
    const amount = dialog().getByLabelText('Amount ($)');
    expect(amount).toHaveValue(25);
    expect(amount).toHaveAttribute('min', '0');
    expect(amount).toHaveAttribute('step', '0.01');
    expect(dialog().getByLabelText('Memo')).toHaveValue('Golf Pool Entry');

    fireEvent.click(dialog().getByRole('button', { name: 'Open Venmo' }));
    expect(openAppLink).toHaveBeenCalledWith(CARL_APP_LINK);
  });

  it('offers venmo.com when the app has not opened after 2 seconds', async () => {
    await openCarlRequest();
    // Fake timers only from the click on; the click goes through the synchronous fireEvent.
    vi.useFakeTimers();
    fireEvent.click(dialog().getByRole('button', { name: 'Open Venmo' }));

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByText('Venmo did not open')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dialog().getByText('Venmo did not open')).toBeInTheDocument();
    expect(
      dialog().getByText('The Venmo app did not open. Open the request in your browser instead?'),
    ).toBeInTheDocument();
    const link = dialog().getByRole('link', { name: 'Open in Browser' });
    expect(link).toHaveAttribute('href', CARL_WEB_LINK);
    expect(link).toHaveAttribute('target', '_blank');

    fireEvent.click(dialog().getByRole('button', { name: 'Not Now' }));
    expect(screen.queryByText('Venmo did not open')).not.toBeInTheDocument();
  });

  it('offers nothing when the app took over (the page was hidden)', async () => {
    await openCarlRequest();
    vi.useFakeTimers();
    fireEvent.click(dialog().getByRole('button', { name: 'Open Venmo' }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Venmo did not open')).not.toBeInTheDocument();
    visibility.mockRestore();
  });

  it('sends the amount and memo typed, and leaves the recipient out when no handle is known', async () => {
    const user = userEvent.setup();
    renderPaymentsPage({
      [`GET ${PAYMENTS_PATH}`]: {
        body: paymentsResponse({ member_payments: [memberPayment({ user_id: 99 })] }),
      },
    });
    const row = await findMemberRow('Alice Ace');
    await user.click(row.getByRole('button', { name: 'Request Payment from Alice Ace' }));
    expect(
      dialog().getByText('Alice Ace has no Venmo handle saved; choose the recipient in Venmo.'),
    ).toBeInTheDocument();
    const amount = dialog().getByLabelText('Amount ($)');
    await user.clear(amount);
    await user.type(amount, '30.5');
    const memo = dialog().getByLabelText('Memo');
    await user.clear(memo);
    await user.type(memo, 'Masters & more');
    await user.click(dialog().getByRole('button', { name: 'Open Venmo' }));
    expect(openAppLink).toHaveBeenCalledWith(
      'venmo://paycharge?txn=charge&amount=30.50&note=Masters%20%26%20more',
    );
  });

  it('asks for a memo and a valid amount before opening Venmo', async () => {
    const user = await openCarlRequest();
    await user.clear(dialog().getByLabelText('Amount ($)'));
    await user.clear(dialog().getByLabelText('Memo'));
    await user.click(dialog().getByRole('button', { name: 'Open Venmo' }));
    expect(dialog().getByText('Amount must be a number')).toBeInTheDocument();
    expect(dialog().getByText('Enter a memo')).toBeInTheDocument();
    expect(openAppLink).not.toHaveBeenCalled();
  });
});
