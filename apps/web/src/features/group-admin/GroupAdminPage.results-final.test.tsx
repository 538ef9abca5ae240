import type { GroupTournamentChange } from '@fairway/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsMade } from '../../test/helpers';
import { adminResponse, adminTournament, liveTournament } from './test/fixtures';
import { findCard, renderAdminPage } from './test/render';

afterEach(() => vi.unstubAllGlobals());

/** The live tournament's history (tournament 8 in group 5). */
const LIVE_AUDIT = 'GET /api/pool-groups/5/tournaments/8/audit';

const change = (overrides: Partial<GroupTournamentChange>): GroupTournamentChange => ({
  id: 1,
  changed_by: 'Olive',
  changed_at: '2020-01-02T15:00:00.000Z',
  setting: 'entry_fee',
  before: '20.00',
  after: '50.00',
  ...overrides,
});

const completed = liveTournament({
  tournament_name: 'The Done Deal',
  tournament_info: {
    start_date: '2020-01-01',
    end_date: '2020-01-04',
    status: 'completed',
    first_tee_time: '2020-01-01T12:00:00.000Z',
  },
});

describe('Changes since the first tee time, for the admin', () => {
  it("lists a started tournament's changes, newest first, naming a gone admin", async () => {
    renderAdminPage(adminResponse([liveTournament()]), {
      [LIVE_AUDIT]: {
        body: [
          change({
            id: 2,
            changed_by: null,
            setting: 'payout_structure',
            before: '50/30/20',
            after: '100',
          }),
          change({ id: 1 }),
        ],
      },
    });
    const card = await findCard('The Live Classic');
    const history = await card.findByRole('region', { name: 'Changes since the first tee time' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')!.textContent),
    ).toEqual([
      'A former admin changed the payout structure from 50/30/20 to 100',
      'Olive changed the entry fee from $20.00 to $50.00',
    ]);
  });

  it('shows nothing when there was none, and asks nothing before play starts', async () => {
    const fetchMock = renderAdminPage(adminResponse([liveTournament(), adminTournament()]), {
      [LIVE_AUDIT]: { body: [] },
    });
    await findCard('The Fairway Open');
    await vi.waitFor(() => expect(callsMade(fetchMock)).toContain(LIVE_AUDIT));
    expect(screen.queryByText('Changes since the first tee time')).not.toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain('GET /api/pool-groups/5/tournaments/7/audit');
  });

  it('warns in the Edit dialog that changes after the start are posted and kept', async () => {
    const user = userEvent.setup();
    renderAdminPage(adminResponse([liveTournament(), adminTournament()]), {
      [LIVE_AUDIT]: { body: [] },
    });
    const note = /Play has started: a change to the entry fee, payouts, pool type or rules/;
    await user.click(
      (await findCard('The Live Classic')).getByRole('button', { name: 'Edit The Live Classic' }),
    );
    expect(within(screen.getByRole('dialog')).getByText(note)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(
      (await findCard('The Fairway Open')).getByRole('button', { name: 'Edit The Fairway Open' }),
    );
    expect(within(screen.getByRole('dialog')).queryByText(note)).not.toBeInTheDocument();
  });
});

describe('A completed tournament', () => {
  it('shows its money settings as final: no Edit, and why', async () => {
    renderAdminPage(adminResponse([completed]), { [LIVE_AUDIT]: { body: [change({})] } });
    const card = await findCard('The Done Deal');
    expect(card.getByText('Results are final.')).toBeInTheDocument();
    expect(
      card.getByText(/entry fee, payouts, pool type and rules can no longer change/),
    ).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(
      await card.findByRole('region', { name: 'Changes since the first tee time' }),
    ).toBeInTheDocument();
  });

  it('keeps Edit for tournaments not yet completed', async () => {
    renderAdminPage(adminResponse([liveTournament()]), { [LIVE_AUDIT]: { body: [] } });
    const card = await findCard('The Live Classic');
    expect(card.getByRole('button', { name: 'Edit The Live Classic' })).toBeInTheDocument();
    expect(card.queryByText('Results are final.')).not.toBeInTheDocument();
  });
});
