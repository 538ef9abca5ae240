import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST, renderTournamentsPage } from './test/group-tournaments-kit';
import { group, memberTournament, pickSubmissions } from './test/fixtures';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME } = await import('./test/fixtures');
  return { useAuth: () => ({ user: ME, userId: ME.id, isAuthenticated: true }) };
});

afterEach(() => vi.unstubAllGlobals());

/** Who has made their picks, from the group's tournaments page, and the admin's nudge. */
describe('GroupTournamentsPage: pick submissions', () => {
  it('lists pick submissions in a modal', async () => {
    const user = userEvent.setup();
    renderTournamentsPage({
      [LIST]: { body: [memberTournament()] },
      'GET /api/pool-groups/5/pick-submissions': { body: pickSubmissions() },
    });
    await user.click(await screen.findByRole('button', { name: 'View Pick Submissions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pick Submissions' }));
    expect(await dialog.findByText('Total members:')).toBeInTheDocument();
    expect(dialog.getByText('3')).toBeInTheDocument();
    const open = within(dialog.getByRole('region', { name: 'The Fairway Open' }));
    expect(open.getByText('2/3 (67%)')).toBeInTheDocument();
    expect(open.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(open.getByText('Members with picks (2)')).toBeInTheDocument();
    expect(open.getByText('Bea Birdie')).toBeInTheDocument();
    expect(open.getByText('Members without picks (1)')).toBeInTheDocument();
    expect(open.getByText('Zed Bogey')).toBeInTheDocument();
  });

  it('lets an admin nudge the members without picks, and says how it went', async () => {
    const user = userEvent.setup();
    const submissions = pickSubmissions();
    const open = submissions.tournaments[0]!;
    let nudgeReply: { status?: number; body: unknown } = {
      body: { nudged: 1, nextNudgeAt: open.entryDeadline },
    };
    const fetchMock = renderTournamentsPage({
      'GET /api/pool-groups/5': { body: group({ isAdmin: true }) },
      [LIST]: { body: [memberTournament()] },
      'GET /api/pool-groups/5/pick-submissions': { body: submissions },
      [`POST /api/group-admin/5/tournaments/${open.id}/nudge`]: () => nudgeReply,
    });
    await user.click(await screen.findByRole('button', { name: 'View Pick Submissions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pick Submissions' }));
    await user.click(await dialog.findByRole('button', { name: 'Nudge members without picks' }));
    expect(await dialog.findByText('Nudged 1 member')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Nudge members without picks' })).toBeDisabled();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);

    // Opened again within the hour: the server's refusal is shown where the button is.
    nudgeReply = { status: 429, body: { error: 'Members were nudged less than an hour ago' } };
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'View Pick Submissions' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Pick Submissions' }));
    await user.click(await reopened.findByRole('button', { name: 'Nudge members without picks' }));
    expect(
      await reopened.findByText('Members were nudged less than an hour ago'),
    ).toBeInTheDocument();
  });

  it('offers no nudge to members who are not admins', async () => {
    const user = userEvent.setup();
    renderTournamentsPage({
      [LIST]: { body: [memberTournament()] },
      'GET /api/pool-groups/5/pick-submissions': { body: pickSubmissions() },
    });
    await user.click(await screen.findByRole('button', { name: 'View Pick Submissions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pick Submissions' }));
    expect(await dialog.findByText('Zed Bogey')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Nudge/ })).toBeNull();
  });

  it('says so when no tournament is collecting picks, or the data fails', async () => {
    const user = userEvent.setup();
    let reply = { body: pickSubmissions({ tournaments: [] }) } as {
      status?: number;
      body: unknown;
    };
    renderTournamentsPage({
      [LIST]: { body: [memberTournament()] },
      'GET /api/pool-groups/5/pick-submissions': () => reply,
    });
    await user.click(await screen.findByRole('button', { name: 'View Pick Submissions' }));
    expect(
      await screen.findByText('No active tournaments found for this group.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    reply = { status: 500, body: {} };
    await user.click(screen.getByRole('button', { name: 'View Pick Submissions' }));
    expect(await screen.findByText('Failed to fetch submission data')).toBeInTheDocument();
  });
});
