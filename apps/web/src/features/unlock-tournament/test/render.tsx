import type { AppConfigResponse } from '@fairway/contract';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderRoute, stubApi, type ApiStubs } from '../../groups/test/helpers';
import type { UnlockTarget } from '../types';
import { UnlockTournamentDialog } from '../UnlockTournamentDialog';

export const INTENT_PATH = '/api/stripe/create-payment-intent';
export const FAKE_CONFIRM_PATH = '/api/payments/fake/confirm';
export const CONFIRM_PATH = '/api/stripe/confirm-payment-manual';

export const TARGET: UnlockTarget = {
  groupId: 5,
  groupName: 'Sunday Skins',
  memberCount: 12,
  tierLabel: 'Small Group (11+ members)',
  price: 19,
  tournamentId: 7,
  groupTournamentId: 70,
  tournamentName: 'The Fairway Open',
};

export const appConfig = (overrides: Partial<AppConfigResponse> = {}): AppConfigResponse => ({
  supportEmail: 'support@fairway.local',
  googleSignIn: false,
  mail: true,
  payments: 'fake',
  stripePublishableKey: null,
  monitoring: null,
  ...overrides,
});

/** The server's answers for a payment that goes through (the card's answer is stubbed per test). */
export const PAYMENT_STUBS: ApiStubs = {
  [`POST ${INTENT_PATH}`]: {
    body: {
      client_secret: 'pi_1_secret_2',
      payment_intent_id: 'pi_1',
      amount: 19,
      currency: 'usd',
    },
  },
  [`POST ${FAKE_CONFIRM_PATH}`]: { body: { status: 'succeeded' } },
  [`POST ${CONFIRM_PATH}`]: {
    body: { success: true, payment_completed: true, message: 'Payment confirmed' },
  },
};

/** The modal, open, inside a parent that shows "closed" once it closes. */
export function renderUnlockDialog(
  stubs: ApiStubs = {},
  { target = TARGET, config = appConfig() } = {},
) {
  const onSuccess = vi.fn();
  function Parent() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <UnlockTournamentDialog
          open={open}
          onOpenChange={setOpen}
          target={target}
          onSuccess={onSuccess}
        />
        {!open && <p>closed</p>}
      </>
    );
  }
  const fetchMock = stubApi({ 'GET /api/config': { body: config }, ...PAYMENT_STUBS, ...stubs });
  renderRoute('/', '/', <Parent />);
  return { fetchMock, onSuccess };
}

export const dialogClosed = () => screen.queryByText('closed') !== null;
