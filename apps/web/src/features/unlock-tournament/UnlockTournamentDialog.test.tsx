import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsMade, sentBody } from '../../test/helpers';
import { CONFIRM_PATH, FAKE_CONFIRM_PATH, INTENT_PATH } from '../../test/payment-stubs';
import { TARGET, dialogClosed, renderUnlockDialog } from './test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dialog = () => within(screen.getByRole('dialog', { name: 'Unlock Tournament' }));

/** Details, then Continue to the test card form. */
async function toPaymentStep(user: UserEvent) {
  await user.click(dialog().getByRole('button', { name: 'Continue' }));
  return within(await screen.findByRole('dialog')).findByLabelText('Card number');
}

async function fillCard(user: UserEvent, number: string) {
  const modal = dialog();
  await user.type(modal.getByLabelText('Card number'), number);
  await user.type(modal.getByLabelText('Expiry'), '12/34');
  await user.type(modal.getByLabelText('CVC'), '123');
}

/** Lets the pending fetches answer (timers are fake from the Pay click on). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('UnlockTournamentDialog details step', () => {
  it('shows the group, its tier and price, and that the charge is one-time', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderUnlockDialog();
    const modal = dialog();
    expect(modal.getByText('Sunday Skins')).toBeInTheDocument();
    expect(modal.getByText('12')).toBeInTheDocument();
    expect(modal.getByText('Small Group (11+ members)')).toBeInTheDocument();
    expect(modal.getByText('$19.00')).toBeInTheDocument();
    expect(modal.getByText('One-time payment for this tournament')).toBeInTheDocument();
    expect(modal.getByText('No recurring charges')).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(`POST ${INTENT_PATH}`);

    await user.click(modal.getByRole('button', { name: 'Cancel' }));
    expect(dialogClosed()).toBe(true);
  });

  it('closes with Escape before anything is paid', async () => {
    const user = userEvent.setup();
    const { onSuccess } = renderUnlockDialog();
    await user.keyboard('{Escape}');
    expect(dialogClosed()).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

describe('UnlockTournamentDialog test card form', () => {
  it('is clearly in test mode, with the test cards and the price on the button', async () => {
    const user = userEvent.setup();
    renderUnlockDialog({}, { target: { ...TARGET, price: 12.5 } });
    await toPaymentStep(user);
    const modal = dialog();
    expect(modal.getByText('Test mode')).toBeInTheDocument();
    expect(modal.getByText(/4242 4242 4242 4242 succeeds/)).toBeInTheDocument();
    expect(modal.getByText(/4000 0000 0000 0002 is declined/)).toBeInTheDocument();
    expect(modal.getByLabelText('Expiry')).toBeInTheDocument();
    expect(modal.getByLabelText('CVC')).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Pay $12.50' })).toBeInTheDocument();

    await user.click(modal.getByRole('button', { name: 'Back' }));
    expect(dialog().getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('checks the card before charging it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderUnlockDialog();
    await toPaymentStep(user);
    await user.type(dialog().getByLabelText('Card number'), '4242');
    await user.click(dialog().getByRole('button', { name: 'Pay $19.00' }));
    expect(dialog().getByText('Enter a valid card number')).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(`POST ${INTENT_PATH}`);
  });

  it('pays, waits 2 seconds, confirms, says the tournament is active and closes after 2 seconds', async () => {
    const user = userEvent.setup();
    const { fetchMock, onSuccess } = renderUnlockDialog();
    await toPaymentStep(user);
    await fillCard(user, '4242 4242 4242 4242');

    vi.useFakeTimers();
    fireEvent.click(dialog().getByRole('button', { name: 'Pay $19.00' }));
    await settle();
    expect(sentBody(fetchMock, 'POST', INTENT_PATH)).toEqual({
      group_id: 5,
      tournament_id: 7,
      group_tournament_id: 70,
    });
    expect(sentBody(fetchMock, 'POST', FAKE_CONFIRM_PATH)).toEqual({
      payment_intent_id: 'pi_1',
      card_number: '4242424242424242',
    });
    expect(callsMade(fetchMock)).not.toContain(`POST ${CONFIRM_PATH}`);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(callsMade(fetchMock)).not.toContain(`POST ${CONFIRM_PATH}`);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(sentBody(fetchMock, 'POST', CONFIRM_PATH)).toEqual({ payment_intent_id: 'pi_1' });
    expect(
      dialog().getByText('Payment successful! Tournament has been activated.'),
    ).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(dialogClosed()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dialogClosed()).toBe(true);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('shows a declined card as Payment Failed; Try Again returns to the card form', async () => {
    const user = userEvent.setup();
    const { fetchMock, onSuccess } = renderUnlockDialog({
      [`POST ${FAKE_CONFIRM_PATH}`]: { status: 402, body: { error: 'Your card was declined.' } },
    });
    await toPaymentStep(user);
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(dialog().getByRole('button', { name: 'Pay $19.00' }));

    expect(await dialog().findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(dialog().getByText('Your card was declined.')).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(`POST ${CONFIRM_PATH}`);

    await user.click(dialog().getByRole('button', { name: 'Try Again' }));
    expect(dialog().getByLabelText('Card number')).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Pay $19.00' })).toBeInTheDocument();
    expect(dialog().queryByText('Payment Failed')).not.toBeInTheDocument();

    await fillCard(user, '4000 0000 0000 0002');
    await user.click(dialog().getByRole('button', { name: 'Pay $19.00' }));
    await user.click(await dialog().findByRole('button', { name: 'Cancel' }));
    expect(dialogClosed()).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it.each([
    [{ status: 500, body: {} }, 'Failed to create payment intent'],
    [
      { status: 409, body: { error: 'This tournament is already paid' } },
      'This tournament is already paid',
    ],
  ])('shows why the payment could not start (%o)', async (reply, message) => {
    const user = userEvent.setup();
    const { fetchMock } = renderUnlockDialog({ [`POST ${INTENT_PATH}`]: reply });
    await toPaymentStep(user);
    await fillCard(user, '4242424242424242');
    await user.click(dialog().getByRole('button', { name: 'Pay $19.00' }));
    expect(await dialog().findByText(message)).toBeInTheDocument();
    expect(dialog().getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(`POST ${FAKE_CONFIRM_PATH}`);
  });

  it('says "Payment confirmation failed. Please try again later." when confirming fails', async () => {
    const user = userEvent.setup();
    const { onSuccess } = renderUnlockDialog({
      [`POST ${CONFIRM_PATH}`]: { status: 500, body: {} },
    });
    await toPaymentStep(user);
    await fillCard(user, '4242424242424242');

    vi.useFakeTimers();
    fireEvent.click(dialog().getByRole('button', { name: 'Pay $19.00' }));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await settle();
    expect(
      dialog().getByText('Payment confirmation failed. Please try again later.'),
    ).toBeInTheDocument();
    expect(dialog().getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('cannot be closed while the payment is going through', async () => {
    const user = userEvent.setup();
    renderUnlockDialog();
    await toPaymentStep(user);
    await fillCard(user, '4242424242424242');

    vi.useFakeTimers();
    fireEvent.click(dialog().getByRole('button', { name: 'Pay $19.00' }));
    await settle();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(dialogClosed()).toBe(false);
    expect(dialog().getByRole('button', { name: /Pay \$19\.00/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
