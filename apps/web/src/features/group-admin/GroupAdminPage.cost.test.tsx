import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiStubs } from '../../test/helpers';
import { PAYING_INFO, adminResponse } from './test/fixtures';
import { AVAILABLE_PATH, GROUP_ID, renderAdminPage } from './test/render';

afterEach(() => vi.unstubAllGlobals());

const PRICING = `GET /api/billing/group/${GROUP_ID}/pricing`;
const CAN_CREATE = `GET /api/billing/group/${GROUP_ID}/can-create-tournament`;
const AVAILABLE = [
  { id: 7, name: 'The Fairway Open', start_date: '2026-06-11', status: 'upcoming' },
];

async function openAddDialog(stubs: ApiStubs) {
  const user = userEvent.setup();
  renderAdminPage(adminResponse([], PAYING_INFO), {
    [`GET ${AVAILABLE_PATH}`]: { body: AVAILABLE },
    ...stubs,
  });
  const [addButton] = await screen.findAllByRole('button', { name: 'Add Tournament' });
  await user.click(addButton!);
  return within(screen.getByRole('dialog'));
}

describe('Add Tournament dialog: what it costs', () => {
  it("shows the group's tier, size and the server's word on the cost", async () => {
    const dialog = await openAddDialog({
      [PRICING]: {
        body: {
          group_id: GROUP_ID,
          member_count: 14,
          tier_name: 'small',
          tier_display_name: 'Small Group',
          tournament_price: 19,
          requires_payment: true,
        },
      },
      [CAN_CREATE]: {
        body: {
          can_create: true,
          requires_payment: true,
          tournament_price: 19,
          message: 'Each tournament costs $19.00, paid by card before it starts.',
        },
      },
    });
    expect(await dialog.findByText('Small Group · 14 members')).toBeVisible();
    expect(
      dialog.getByText(/Each tournament costs \$19\.00, paid by card before it starts\./),
    ).toBeVisible();
  });

  it('says "Failed to get group pricing" and "Failed to check tournament creation" when the server cannot tell', async () => {
    const dialog = await openAddDialog({
      [PRICING]: { status: 502, body: {} },
      [CAN_CREATE]: { status: 502, body: {} },
    });
    expect(await dialog.findByText('Failed to get group pricing')).toBeVisible();
    expect(await dialog.findByText('Failed to check tournament creation')).toBeVisible();
  });
});
