import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { callsMade, sentBody } from '../../test/helpers';
import {
  adminPaymentInfo,
  adminResponse,
  memberPaymentInfo,
  NO_ADMIN_PAYMENT_INFO,
} from './test/fixtures';
import { MEMBERS_PAYMENT_INFO_PATH, PAYMENT_INFO_PATH, renderAdminPage } from './test/render';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

/** The editor once its saved info has loaded (or been ignored). */
async function editor() {
  const region = within(await screen.findByRole('region', { name: 'Your payment info' }));
  await region.findByLabelText('Venmo handle');
  return region;
}
const membersPanel = async () =>
  within(await screen.findByRole('region', { name: 'Member payment info' }));

describe('Admin payment info editor', () => {
  it('starts blank with the spec’s placeholders and every method shown to members', async () => {
    renderAdminPage(adminResponse([]));
    const form = await editor();
    expect(form.getByLabelText('Venmo handle')).toHaveAttribute('placeholder', '@username');
    expect(form.getByLabelText('CashApp handle')).toHaveAttribute('placeholder', '$username');
    expect(form.getByLabelText('Zelle email')).toHaveAttribute('placeholder', 'email');
    expect(form.getByLabelText('Zelle phone')).toHaveAttribute('placeholder', 'phone');
    expect(form.getByText(/email or phone/)).toBeInTheDocument();
    expect(form.getByLabelText('PayPal email')).toHaveAttribute('placeholder', 'email');
    expect(form.getByLabelText('Other payment info')).toHaveValue('');
    const flags = form.getAllByRole('checkbox');
    expect(flags).toHaveLength(5);
    for (const flag of flags) expect(flag).toBeChecked();
    expect(form.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows what was saved, including hidden methods', async () => {
    renderAdminPage(adminResponse([]), {
      [`GET ${PAYMENT_INFO_PATH}`]: { body: adminPaymentInfo() },
    });
    const form = await editor();
    expect(await form.findByDisplayValue('@skins-pot')).toBeInTheDocument();
    expect(form.getByLabelText('Zelle email')).toHaveValue('pot@skins.golf');
    expect(form.getByLabelText('Other payment info')).toHaveValue('Cash at the clubhouse');
    expect(form.getByRole('checkbox', { name: 'Show Zelle to members' })).not.toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Show Venmo to members' })).toBeChecked();
    expect(form.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('silently ignores a missing payment info answer', async () => {
    renderAdminPage(adminResponse([]), {
      [`GET ${PAYMENT_INFO_PATH}`]: { status: 404, body: { error: 'Not found' } },
    });
    const form = await editor();
    expect(form.getByLabelText('Venmo handle')).toHaveValue('');
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('saves the handles and flags, then says so', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdminPage(adminResponse([]), {
      [`POST ${PAYMENT_INFO_PATH}`]: { body: adminPaymentInfo({ venmoHandle: '@new-pot' }) },
    });
    const form = await editor();
    await user.type(form.getByLabelText('Venmo handle'), ' @new-pot ');
    await user.type(form.getByLabelText('Zelle phone'), '555-123-4567');
    await user.click(form.getByRole('checkbox', { name: 'Show Zelle to members' }));
    await user.click(form.getByRole('button', { name: 'Save Payment Info' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Payment information saved successfully!'),
    );
    expect(sentBody(fetchMock, 'POST', PAYMENT_INFO_PATH)).toEqual({
      venmoHandle: '@new-pot',
      cashappHandle: null,
      zelleEmail: null,
      zellePhone: '555-123-4567',
      paypalEmail: null,
      otherPaymentInfo: null,
      displayVenmo: true,
      displayCashapp: true,
      displayZelle: false,
      displayPaypal: true,
      displayOther: true,
    });
    // The form now shows what the server stored, and can be deleted.
    expect(await form.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(form.getByLabelText('Zelle email')).toHaveValue('pot@skins.golf');
  });

  it.each([
    [{}, 'Failed to save payment information. Please try again.'],
    [
      { error: 'Zelle email must be a valid email address' },
      'Zelle email must be a valid email address',
    ],
  ])('shows the save failure (%o)', async (body, message) => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([]), {
      [`POST ${PAYMENT_INFO_PATH}`]: { status: 400, body },
    });
    const form = await editor();
    await user.type(form.getByLabelText('Venmo handle'), '@skins');
    await user.click(form.getByRole('button', { name: 'Save Payment Info' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(toast.success).not.toHaveBeenCalled();
    expect(form.getByLabelText('Venmo handle')).toHaveValue('@skins');
  });

  it("refuses a handle by the contract's rule, in its words, before calling the server", async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdminPage(adminResponse([]));
    const form = await editor();
    await user.type(form.getByLabelText('Venmo handle'), 'skins');
    await user.click(form.getByRole('button', { name: 'Save Payment Info' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Venmo handle must start with @ (e.g. @username)'),
    );
    expect(callsMade(fetchMock)).not.toContain(`POST ${PAYMENT_INFO_PATH}`);
    expect(form.getByLabelText('Venmo handle')).toHaveValue('skins');
  });

  it('asks with the spec’s text before deleting everything', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdminPage(adminResponse([]), {
      [`GET ${PAYMENT_INFO_PATH}`]: { body: adminPaymentInfo() },
      [`DELETE ${PAYMENT_INFO_PATH}`]: { body: { message: 'Payment information deleted' } },
    });
    const form = await editor();
    await user.click(await form.findByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(
      dialog.getByText('Are you sure you want to delete all payment information?'),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(callsMade(fetchMock)).not.toContain(`DELETE ${PAYMENT_INFO_PATH}`);

    await user.click(form.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Payment information deleted successfully!'),
    );
    expect(callsMade(fetchMock)).toContain(`DELETE ${PAYMENT_INFO_PATH}`);
    expect(form.getByLabelText('Venmo handle')).toHaveValue('');
    expect(form.getByRole('checkbox', { name: 'Show Zelle to members' })).toBeChecked();
    expect(form.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows the delete failure and keeps the info', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([]), {
      [`GET ${PAYMENT_INFO_PATH}`]: { body: adminPaymentInfo() },
      [`DELETE ${PAYMENT_INFO_PATH}`]: { status: 500, body: {} },
    });
    const form = await editor();
    await user.click(await form.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to delete payment information. Please try again.',
      ),
    );
    expect(form.getByLabelText('Venmo handle')).toHaveValue('@skins-pot');
  });
});

describe('Member payment info panel', () => {
  const members = [
    memberPaymentInfo(1, {
      userName: 'Ann Admin',
      userEmail: 'ann@example.com',
      role: 'admin',
      paymentInfo: {
        venmoHandle: '@ann',
        cashappHandle: null,
        zelleEmail: null,
        zellePhone: '555-123-4567',
        paypalEmail: null,
      },
    }),
    memberPaymentInfo(2, { userName: 'Bob Member', userEmail: 'bob@example.com' }),
    memberPaymentInfo(3),
    memberPaymentInfo(4),
    memberPaymentInfo(5),
  ];

  it('lists each member with role and handles, or "No payment info"', async () => {
    renderAdminPage(adminResponse([]), {
      [`GET ${MEMBERS_PAYMENT_INFO_PATH}`]: { body: { members: members.slice(0, 2) } },
    });
    const panel = await membersPanel();
    const ann = within((await panel.findByText('Ann Admin')).closest('li')!);
    expect(ann.getByText('Admin')).toBeInTheDocument();
    expect(ann.getByText('ann@example.com')).toBeInTheDocument();
    expect(ann.getByText('@ann')).toBeInTheDocument();
    expect(ann.getByText('555-123-4567')).toBeInTheDocument();
    const bob = within(panel.getByText('Bob Member').closest('li')!);
    expect(bob.getByText('Member')).toBeInTheDocument();
    expect(bob.getByText('No payment info')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: /Show All/ })).not.toBeInTheDocument();
  });

  it('collapses a long list to 3 members until asked', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([]), {
      [`GET ${MEMBERS_PAYMENT_INFO_PATH}`]: { body: { members } },
    });
    const panel = await membersPanel();
    await panel.findByText('Ann Admin');
    expect(panel.getAllByRole('listitem')).toHaveLength(3);
    await user.click(panel.getByRole('button', { name: 'Show All 5 Members' }));
    expect(panel.getAllByRole('listitem')).toHaveLength(5);
    await user.click(panel.getByRole('button', { name: 'Show Less' }));
    expect(panel.getAllByRole('listitem')).toHaveLength(3);
  });

  it('says when the members could not be loaded', async () => {
    renderAdminPage(adminResponse([]), {
      [`GET ${MEMBERS_PAYMENT_INFO_PATH}`]: { status: 500, body: {} },
    });
    const panel = await membersPanel();
    expect(
      await panel.findByText('Failed to fetch member payment information'),
    ).toBeInTheDocument();
  });
});

it('asks for the admin’s own and the members’ payment info', async () => {
  const fetchMock = renderAdminPage(adminResponse([]), {
    [`GET ${PAYMENT_INFO_PATH}`]: { body: NO_ADMIN_PAYMENT_INFO },
  });
  await editor();
  expect(callsMade(fetchMock)).toContain(`GET ${PAYMENT_INFO_PATH}`);
  expect(callsMade(fetchMock)).toContain(`GET ${MEMBERS_PAYMENT_INFO_PATH}`);
});
