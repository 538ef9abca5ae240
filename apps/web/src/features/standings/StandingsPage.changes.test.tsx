import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsMade } from '../../test/helpers';
import { standings } from './test/fixtures';
import { STANDINGS, leaders, renderStandings } from './test/render';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME: me } = await import('../../test/group-fixtures');
  return {
    useAuth: () => ({ user: me, userId: me.id, isAuthenticated: true, isPlatformAdmin: false }),
  };
});
vi.mock('../../lib/live', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useGroupEvents: vi.fn(() => 'open'),
}));

afterEach(() => vi.unstubAllGlobals());

const AUDIT = 'GET /api/pool-groups/5/tournaments/7/audit';

describe('StandingsPage: changes since the first tee time', () => {
  it("shows members how the pool's money and rules changed once play began", async () => {
    renderStandings({
      [STANDINGS]: { body: standings(leaders, { status: 'completed' }, 40) },
      [AUDIT]: {
        body: [
          {
            id: 4,
            changed_by: 'Olive',
            changed_at: '2026-06-12T15:00:00.000Z',
            setting: 'custom_rules',
            before: null,
            after: 'Ties split the pot',
          },
        ],
      },
    });
    const history = await screen.findByRole('region', {
      name: 'Changes since the first tee time',
    });
    expect(
      within(history).getByText('Olive set the custom rules to "Ties split the pot"'),
    ).toBeInTheDocument();
    expect(within(history).getByText(/Jun 12, 2026/)).toBeInTheDocument();
  });

  it('shows nothing when nothing changed', async () => {
    const fetchMock = renderStandings({
      [STANDINGS]: { body: standings(leaders) },
      [AUDIT]: { body: [] },
    });
    await screen.findByRole('table');
    await vi.waitFor(() => expect(callsMade(fetchMock)).toContain(AUDIT));
    expect(screen.queryByText('Changes since the first tee time')).not.toBeInTheDocument();
  });

  it('does not ask before the first tee time', async () => {
    const fetchMock = renderStandings({
      [STANDINGS]: {
        body: standings([], { status: 'upcoming', started: false, round: 0, cutScore: null }),
      },
    });
    expect(await screen.findByText('Tournament Not Started')).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(AUDIT);
  });
});
