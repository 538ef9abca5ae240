import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../test/app-config';
import { callsMade } from '../../test/helpers';
import { CONFIRM_PATH, FAKE_CONFIRM_PATH } from '../../test/payment-stubs';
import { dialogClosed, renderUnlockDialog } from './test/render';

// Stripe's own packages are replaced: the card field reports itself complete at once, and
// confirmCardPayment answers as each test says.
const stripe = vi.hoisted(() => ({ confirmCardPayment: vi.fn() }));
const cardElement = { id: 'card-element' };
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => stripe) }));
vi.mock('@stripe/react-stripe-js', async () => {
  const { useEffect } = await import('react');
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    CardElement: ({ onChange }: { onChange: (event: { complete: boolean }) => void }) => {
      useEffect(() => onChange({ complete: true }), [onChange]);
      return <div data-testid="stripe-card" />;
    },
    useStripe: () => stripe,
    useElements: () => ({ getElement: () => cardElement }),
  };
});

beforeEach(() => stripe.confirmCardPayment.mockReset());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const STRIPE_CONFIG = appConfig({ payments: 'stripe', stripePublishableKey: 'pk_test_123' });
const dialog = () => within(screen.getByRole('dialog', { name: 'Unlock Tournament' }));

describe('UnlockTournamentDialog with Stripe', () => {
  it('confirms the card with Stripe Elements and the intent’s client secret', async () => {
    const user = userEvent.setup();
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const { fetchMock } = renderUnlockDialog({}, { config: STRIPE_CONFIG });
    await user.click(dialog().getByRole('button', { name: 'Continue' }));

    expect(await dialog().findByTestId('stripe-card')).toBeInTheDocument();
    expect(dialog().queryByText('Test mode')).not.toBeInTheDocument();
    const pay = dialog().getByRole('button', { name: 'Pay $19.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    // Fake timers from the click on: the 2 second wait before confirming passes at once.
    vi.useFakeTimers();
    fireEvent.click(pay);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: { card: cardElement },
    });
    expect(callsMade(fetchMock)).not.toContain(`POST ${CONFIRM_PATH}`);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(
      dialog().getByText('Payment successful! Tournament has been activated.'),
    ).toBeInTheDocument();
    expect(callsMade(fetchMock)).toContain(`POST ${CONFIRM_PATH}`);
    expect(callsMade(fetchMock)).not.toContain(`POST ${FAKE_CONFIRM_PATH}`);
  });

  it('shows Stripe’s card error in the Payment Failed view', async () => {
    const user = userEvent.setup();
    stripe.confirmCardPayment.mockResolvedValue({
      error: { message: 'Your card has insufficient funds.' },
    });
    const { fetchMock } = renderUnlockDialog({}, { config: STRIPE_CONFIG });
    await user.click(dialog().getByRole('button', { name: 'Continue' }));
    const pay = await dialog().findByRole('button', { name: 'Pay $19.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(await dialog().findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(dialog().getByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(`POST ${CONFIRM_PATH}`);
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(dialogClosed()).toBe(true);
  });

  it('falls back to the test card form when no publishable key is set', async () => {
    const user = userEvent.setup();
    renderUnlockDialog({}, { config: appConfig({ payments: 'stripe' }) });
    await user.click(dialog().getByRole('button', { name: 'Continue' }));
    expect(await dialog().findByText('Test mode')).toBeInTheDocument();
    expect(dialog().queryByTestId('stripe-card')).not.toBeInTheDocument();
  });
});
