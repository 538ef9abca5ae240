import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/tournament-helpers';
import { DASHBOARD, renderDashboard } from './test/render';

// The live tournament's card listens to its group's stream; none is opened here.
vi.mock('../../lib/live', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useGroupEvents: vi.fn(() => 'open'),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DashboardPage: joining a group', () => {
  it('joins by invite code in upper case and opens the group; empty input does nothing', async () => {
    const fetchMock = stubFetch({
      '/api/dashboard': { body: DASHBOARD },
      '/api/pool-groups/join/ABCD2345': {
        body: { group: { id: 9, name: 'New Pool' }, alreadyMember: false },
      },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Quick actions' })).findByRole(
        'button',
        { name: /Join Group/ },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Join Group' });
    await user.click(submit);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/join/'))).toBe(false);

    await user.type(within(dialog).getByLabelText(/Invite code/), 'abcd2345');
    await user.click(submit);
    expect(await screen.findByText('Group page')).toBeInTheDocument();
  });

  it('shows the join failure from the server', async () => {
    stubFetch({
      '/api/dashboard': { body: DASHBOARD },
      '/api/pool-groups/join/NOPE': { status: 404, body: { error: 'Invalid invite code' } },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: /Join Group/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Invite code/), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Join Group' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Failed to join group.*Invalid invite code/,
    );
  });
});
