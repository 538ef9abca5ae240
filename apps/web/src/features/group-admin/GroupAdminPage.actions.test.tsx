import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsMade, currentPath } from '../../test/helpers';
import {
  FREE_INFO,
  PAYING_INFO,
  adminResponse,
  adminTournament,
  liveTournament,
} from './test/fixtures';
import { sentBody } from '../../test/helpers';
import { findCard, renderAdminPage } from './test/render';

afterEach(() => vi.unstubAllGlobals());

const ITEM_PATH = '/api/group-admin/5/tournaments/7';

describe('Delete', () => {
  it('asks with the exact text, then removes the tournament', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const fetchMock = renderAdminPage(() => adminResponse(deleted ? [] : [adminTournament()]), {
      [`DELETE ${ITEM_PATH}`]: () => {
        deleted = true;
        return { body: { message: 'Tournament removed from the group' } };
      },
    });
    const card = await findCard('The Fairway Open');
    await user.click(card.getByRole('button', { name: 'Delete The Fairway Open' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(
      dialog.getByText(
        'Are you sure you want to delete the tournament The Fairway Open? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(`DELETE ${ITEM_PATH}`);

    await user.click(dialog.getByRole('button', { name: 'Delete Tournament' }));
    expect(await screen.findByText('No tournaments yet')).toBeInTheDocument();
    expect(callsMade(fetchMock)).toContain(`DELETE ${ITEM_PATH}`);
  });

  it('shows "Failed to delete tournament" when deleting fails without a reason', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([adminTournament()]), {
      [`DELETE ${ITEM_PATH}`]: { status: 500, body: {} },
    });
    const card = await findCard('The Fairway Open');
    await user.click(card.getByRole('button', { name: 'Delete The Fairway Open' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Tournament' }),
    );
    expect(await card.findByText('Failed to delete tournament')).toBeInTheDocument();
  });

  it('is not offered once the tournament has started', async () => {
    renderAdminPage(adminResponse([liveTournament()]));
    const card = await findCard('The Live Classic');
    expect(card.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});

describe('Toggle entries', () => {
  it('is not offered past the deadline or once the tournament is over', async () => {
    renderAdminPage(
      adminResponse([
        liveTournament(),
        liveTournament({
          id: 81,
          tournament_id: 9,
          tournament_name: 'The Old Open',
          tournament_info: { ...liveTournament().tournament_info, status: 'completed' },
        }),
      ]),
    );
    for (const name of ['The Live Classic', 'The Old Open'])
      expect(
        (await findCard(name)).queryByRole('button', { name: /(Enable|Disable) Entries/ }),
      ).not.toBeInTheDocument();
  });

  it('asks first, then disables entries', async () => {
    const user = userEvent.setup();
    let active = true;
    const fetchMock = renderAdminPage(
      () => adminResponse([adminTournament({ is_active: active })]),
      {
        [`POST ${ITEM_PATH}/toggle-entries`]: () => {
          active = false;
          return { body: { message: 'Entries disabled', is_active: false } };
        },
      },
    );
    const card = await findCard('The Fairway Open');
    await user.click(card.getByRole('button', { name: 'Disable Entries for The Fairway Open' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(
      dialog.getByText(/Are you sure you want to disable entries for The Fairway Open\?/),
    ).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(`POST ${ITEM_PATH}/toggle-entries`);

    await user.click(dialog.getByRole('button', { name: 'Disable Entries' }));
    expect(await card.findByText('Entries Disabled')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', `${ITEM_PATH}/toggle-entries`)).toEqual({
      is_active: false,
    });
    expect(
      card.getByRole('button', { name: 'Enable Entries for The Fairway Open' }),
    ).toBeInTheDocument();
  });

  it('shows "Failed to toggle tournament entries" on failure', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([adminTournament({ is_active: false })]), {
      [`POST ${ITEM_PATH}/toggle-entries`]: { status: 500, body: {} },
    });
    const card = await findCard('The Fairway Open');
    await user.click(card.getByRole('button', { name: 'Enable Entries for The Fairway Open' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Enable Entries' }),
    );
    expect(await card.findByText('Failed to toggle tournament entries')).toBeInTheDocument();
  });
});

describe('View', () => {
  it('opens the standings when access is allowed', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([liveTournament()], FREE_INFO));
    const card = await findCard('The Live Classic');
    await user.click(card.getByRole('button', { name: 'View The Live Classic' }));
    await waitFor(() => expect(currentPath()).toBe('/groups/5/tournament/8/standings'));
  });

  it('warns instead of navigating for an unpaid started tournament of a paying group', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([liveTournament({ requires_payment: true })], PAYING_INFO));
    const card = await findCard('The Live Classic');
    await user.click(card.getByRole('button', { name: 'View The Live Classic' }));
    expect(await card.findByText('Access Restricted')).toBeInTheDocument();
    expect(currentPath()).toBe('/groups/5/admin');
  });

  it('opens the standings of a tournament the group started while free, in a group grown past 10', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([liveTournament({ requires_payment: false })], PAYING_INFO));
    const card = await findCard('The Live Classic');
    await user.click(card.getByRole('button', { name: 'View The Live Classic' }));
    expect(card.queryByText('Access Restricted')).not.toBeInTheDocument();
    await waitFor(() => expect(currentPath()).not.toBe('/groups/5/admin'));
  });
});

describe('Edit', () => {
  it('starts from the saved settings and sends the changes', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdminPage(
      adminResponse([
        adminTournament({
          entry_fee: 20,
          payout_structure: '50/30/20',
          entry_deadline: '2099-06-10T22:00:00.000Z',
        }),
      ]),
      { [`PUT ${ITEM_PATH}`]: { body: adminTournament() } },
    );
    const card = await findCard('The Fairway Open');
    await user.click(card.getByRole('button', { name: 'Edit The Fairway Open' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByLabelText('Payout structure')).toHaveValue('custom');
    expect(dialog.getByLabelText('Custom payout (%)')).toHaveValue('50/30/20');
    expect(dialog.getByLabelText('Date (ET)')).toHaveValue('2099-06-10');
    expect(dialog.getByLabelText('Time (ET)')).toHaveValue('18:00');

    await user.click(dialog.getByLabelText('Set a custom entry deadline'));
    await user.selectOptions(dialog.getByLabelText('Pool type'), 'elimination');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'PUT', ITEM_PATH)).toEqual({
      entry_deadline: null,
      pool_type: 'elimination',
    });
  });

  it('sends only what the admin changed, so entries they closed stay closed', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdminPage(
      adminResponse([
        adminTournament({ is_active: false, entry_fee: 20, max_entries_per_user: 2 }),
      ]),
      { [`PUT ${ITEM_PATH}`]: { body: adminTournament({ is_active: false }) } },
    );
    const card = await findCard('The Fairway Open');
    await user.click(card.getByRole('button', { name: 'Edit The Fairway Open' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Custom rules (optional)'), 'Bring cash');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'PUT', ITEM_PATH)).toEqual({ custom_rules: 'Bring cash' });

    await user.click(card.getByRole('button', { name: 'Edit The Fairway Open' }));
    const again = within(screen.getByRole('dialog'));
    await user.selectOptions(again.getByLabelText('Max entries per user'), '1');
    await user.click(again.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'PUT', ITEM_PATH)).toEqual({
      max_entries_per_user: 1,
      allow_multiple_entries: false,
    });
  });

  it('refuses a custom deadline after the first tee time before sending', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdminPage(
      adminResponse([
        adminTournament({
          tournament_info: {
            start_date: '2099-06-11',
            end_date: '2099-06-14',
            status: 'upcoming',
            first_tee_time: '2099-06-11T11:10:00.000Z',
          },
        }),
      ]),
      { [`PUT ${ITEM_PATH}`]: { body: adminTournament() } },
    );
    const card = await findCard('The Fairway Open');
    await user.click(card.getByRole('button', { name: 'Edit The Fairway Open' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByLabelText('Set a custom entry deadline'));
    expect(dialog.getByLabelText('Time (ET)')).toHaveValue('07:10');
    fireEvent.change(dialog.getByLabelText('Time (ET)'), { target: { value: '09:00' } });
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(
      await dialog.findByText(
        'The entry deadline cannot be later than the first tee time (Jun 11, 7:10 AM ET).',
      ),
    ).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(`PUT ${ITEM_PATH}`);
  });

  it('shows "Failed to update tournament" when saving fails without a reason', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([adminTournament()]), {
      [`PUT ${ITEM_PATH}`]: { status: 500, body: {} },
    });
    const card = await findCard('The Fairway Open');
    await user.click(card.getByRole('button', { name: 'Edit The Fairway Open' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Failed to update tournament')).toBeInTheDocument();
  });
});
