import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath, renderRoute, stubApi } from '../../test/helpers';
import {
  ENTRIES,
  ENTRY_FORM_PATTERN,
  LIST,
  TIERS,
  golfer,
  postedBody,
  renderForm,
  tier,
} from './test/entry-form-kit';
import { EntryFormPage } from './EntryFormPage';
import { ME, entry, golfersByTier, hoursFromNow, memberTournament } from './test/fixtures';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME: me } = await import('./test/fixtures');
  return { useAuth: () => ({ user: me, userId: me.id, isAuthenticated: true }) };
});
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  toastSuccess.mockClear();
});

describe('EntryFormPage', () => {
  it('picks five golfers by the tier rules, then submits and goes to my entries', async () => {
    const user = userEvent.setup();
    const fetchMock = renderForm({
      [`POST ${ENTRIES}`]: { status: 201, body: entry({ id: 30 }) },
    });
    const tier1 = await tier(1);
    expect(golfer(tier1, /Scottie Scheffler 4 to 1 to win/)).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const tier4 = await tier(4);
    expect(golfer(tier4, /Tom Kim 150 to 1 to win/)).toBeInTheDocument();
    const unknownOdds = golfer(tier4, /Rickie Fowler odds unknown/);
    expect(unknownOdds).toHaveTextContent('—');

    const submit = screen.getByRole('button', { name: 'Submit Selections' });
    expect(submit).toBeDisabled();

    // Tiers 1-3: another golfer replaces; the same golfer again unselects.
    await user.click(golfer(tier1, /Scottie Scheffler/));
    await user.click(golfer(tier1, /Rory McIlroy/));
    expect(golfer(tier1, /Rory McIlroy/)).toHaveAttribute('aria-pressed', 'true');
    expect(golfer(tier1, /Scottie Scheffler/)).toHaveAttribute('aria-pressed', 'false');
    await user.click(golfer(tier1, /Rory McIlroy/));
    expect(golfer(tier1, /Rory McIlroy/)).toHaveAttribute('aria-pressed', 'false');
    await user.click(golfer(tier1, /Scottie Scheffler/));
    await user.click(golfer(await tier(2), /Ludvig Aberg/));
    await user.click(golfer(await tier(3), /Sam Burns/));

    // Tier 4: two slots, a third pick is ignored, unselecting frees a slot.
    await user.click(golfer(tier4, /Tom Kim/));
    expect(submit).toBeDisabled();
    await user.click(golfer(tier4, /Adam Scott/));
    await user.click(golfer(tier4, /Rickie Fowler/));
    expect(golfer(tier4, /Rickie Fowler/)).toHaveAttribute('aria-pressed', 'false');
    await user.click(golfer(tier4, /Tom Kim/));
    await user.click(golfer(tier4, /Rickie Fowler/));
    expect(golfer(tier4, /Rickie Fowler/)).toHaveAttribute('aria-pressed', 'true');
    expect(golfer(tier4, /Tom Kim/)).toHaveAttribute('aria-pressed', 'false');

    const summary = within(screen.getByRole('region', { name: 'Your Selections' }));
    expect(summary.getByText('5/5 picked')).toBeInTheDocument();
    expect(summary.getByText('Rickie Fowler')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Tiebreaker (optional)'), '-14');
    expect(submit).toBeEnabled();
    await user.click(submit);

    await vi.waitFor(() => expect(currentPath()).toBe('/groups/5/tournament/1/my-entries'));
    expect(postedBody(fetchMock)).toEqual({
      userId: ME.id,
      groupId: 5,
      tournamentId: 1,
      tier1GolferId: 11,
      tier2GolferId: 21,
      tier3GolferId: 31,
      tier4GolferId1: 43,
      tier4GolferId2: 42,
      tiebreaker: -14,
    });
    expect(toastSuccess).toHaveBeenCalled();
  });

  it('edits the entry in the address, sending entry_id and a null tiebreaker when cleared', async () => {
    const user = userEvent.setup();
    const fetchMock = renderForm(
      {
        [LIST]: {
          body: [memberTournament({ allowMultipleEntries: true, maxEntriesPerUser: 3 })],
        },
        [`GET ${ENTRIES}`]: { body: [entry({ id: 7 }), entry({ id: 8, tiebreaker: null })] },
        [`POST ${ENTRIES}`]: { body: entry({ id: 7 }) },
      },
      '/groups/5/tournament/1/entry/7',
    );
    expect(await screen.findByRole('heading', { name: 'Edit Your Picks' })).toBeInTheDocument();
    expect(golfer(await tier(1), /Scottie Scheffler/)).toHaveAttribute('aria-pressed', 'true');
    const tiebreaker = screen.getByLabelText('Tiebreaker (optional)');
    expect(tiebreaker).toHaveValue(-12);
    await user.clear(tiebreaker);
    await user.click(golfer(await tier(2), /Viktor Hovland/));
    await user.click(screen.getByRole('button', { name: 'Update Selections' }));

    await vi.waitFor(() => expect(currentPath()).toBe('/groups/5/tournament/1/my-entries'));
    expect(postedBody(fetchMock)).toMatchObject({
      entry_id: 7,
      tier2GolferId: 22,
      tiebreaker: null,
    });
  });

  it('turns a plain /entry into an edit of the first entry once the user is at the limit', async () => {
    renderForm({ [`GET ${ENTRIES}`]: { body: [entry({ id: 7 })] } });
    expect(await screen.findByRole('button', { name: 'Update Selections' })).toBeEnabled();
    expect(golfer(await tier(4), /Adam Scott/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the form it opened with when the entries change under it (a save just made)', async () => {
    let mine: ReturnType<typeof entry>[] = [];
    stubApi({
      [LIST]: { body: [memberTournament()] },
      [TIERS]: { body: golfersByTier() },
      [`GET ${ENTRIES}`]: () => ({ body: mine }),
    });
    const { client } = renderRoute(
      ENTRY_FORM_PATTERN,
      '/groups/5/tournament/1/entry',
      <EntryFormPage />,
    );
    const tier1 = await tier(1);
    await userEvent.click(golfer(tier1, /Rory McIlroy/));
    const submit = screen.getByRole('button', { name: 'Submit Selections' });
    // The entries come back with the player's first entry (as after a save, while the app
    // moves on to My Entries): at the limit, a fresh decision would be an edit of that entry.
    mine = [entry({ id: 7 })];
    await act(() => client.invalidateQueries());
    // The page has the new entries (its title follows them)...
    await screen.findByRole('heading', { level: 1, name: 'Edit Your Picks' });
    // ...but the form is still the one it opened with, with its picks: nothing remounted
    // under the keyboard's focus.
    expect(screen.getByRole('button', { name: 'Submit Selections' })).toBe(submit);
    expect(golfer(tier1, /Rory McIlroy/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses an unknown entry', async () => {
    renderForm({ [`GET ${ENTRIES}`]: { body: [] } }, '/groups/5/tournament/1/entry/99');
    expect(await screen.findByText('Entry not found')).toBeInTheDocument();
  });

  it('refuses to edit another member’s entry', async () => {
    renderForm(
      { [`GET ${ENTRIES}`]: { body: [entry({ id: 9, userId: 99 })] } },
      '/groups/5/tournament/1/entry/9',
    );
    expect(await screen.findByText('Not authorized to edit this entry')).toBeInTheDocument();
  });

  it('warns when asked to submit incomplete picks', async () => {
    const user = userEvent.setup();
    renderForm({});
    await user.click(golfer(await tier(1), /Scottie Scheffler/));
    fireEvent.submit(screen.getByRole('button', { name: 'Submit Selections' }).closest('form')!);
    expect(
      await screen.findByText('Please complete your selections before submitting'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    renderForm({
      [`POST ${ENTRIES}`]: {
        status: 400,
        body: { error: 'You have reached the maximum of 1 entry for this tournament' },
      },
    });
    for (const [n, name] of [
      [1, /Scottie/],
      [2, /Ludvig/],
      [3, /Sam Burns/],
      [4, /Tom Kim/],
      [4, /Adam Scott/],
    ] as const) {
      await user.click(golfer(await tier(n), name));
    }
    await user.click(screen.getByRole('button', { name: 'Submit Selections' }));
    expect(
      await screen.findByText('You have reached the maximum of 1 entry for this tournament'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/groups/5/tournament/1/entry');
  });

  it('searches a long tier by name', async () => {
    const user = userEvent.setup();
    const field = Array.from({ length: 12 }, (_, i) => ({
      id: 100 + i,
      name: `Golfer ${String.fromCharCode(65 + i)}`,
      odds: 200 + i,
    }));
    renderForm({ [TIERS]: { body: golfersByTier({ tier4: field }) } });
    const tier4 = await tier(4);
    expect(tier4.getAllByRole('button')).toHaveLength(12);
    await user.type(tier4.getByRole('searchbox', { name: 'Search tier 4' }), 'golfer c');
    expect(tier4.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Golfer C202/1202 to 1 to win',
    ]);
    expect((await tier(1)).queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('says when tiers are not set yet', async () => {
    renderForm({ [TIERS]: { body: golfersByTier({ tier1: [] }) } });
    expect(
      await screen.findByText(
        'Tier selections have not been set for this tournament yet. Please check back later.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Selections' })).not.toBeInTheDocument();
  });

  it('locks the form past the deadline, with the deadline in ET', async () => {
    renderForm({
      [LIST]: {
        body: [
          memberTournament({
            entryDeadline: '2026-06-11T11:00:00.000Z',
            entryDeadlinePassed: true,
          }),
        ],
      },
      [`GET ${ENTRIES}`]: { body: [entry({ id: 7 })] },
    });
    expect(await screen.findByText('Entry deadline has passed')).toBeInTheDocument();
    expect(screen.getByText(/Thu, Jun 11, 7:00 AM ET/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entry Deadline Passed' })).toBeDisabled();
    expect(golfer(await tier(1), /Rory McIlroy/)).toBeDisabled();
    // The notice comes first on the page, before the tiers (not below 150 golfers on a phone).
    const notice = screen.getByText('Entry deadline has passed');
    expect(notice.compareDocumentPosition(screen.getByRole('group', { name: 'Tier 1' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // Nothing left to step through.
    expect(screen.queryByRole('navigation', { name: 'Entry steps' })).not.toBeInTheDocument();
    // The golfers cannot take focus now, so no tier scrolls in a box a keyboard cannot reach.
    expect(screen.getByRole('list', { name: 'Tier 4 golfers' }).className).not.toMatch(/overflow/);
  });

  it('shows a notice instead of the picker while the group admin has entries disabled', async () => {
    renderForm({
      [LIST]: { body: [memberTournament({ entryDeadline: hoursFromNow(72), isActive: false })] },
      [`GET ${ENTRIES}`]: { body: [entry({ id: 7 })] },
    });
    expect(await screen.findByRole('heading', { name: 'Entries Closed' })).toBeInTheDocument();
    expect(
      screen.getByText(/The group admin has disabled entries for this tournament/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Tier 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Selections/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Entries close in/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tournaments' })).toHaveAttribute(
      'href',
      '/groups/5/tournaments',
    );
  });

  it('warns when the deadline is less than a day away', async () => {
    renderForm({ [LIST]: { body: [memberTournament({ entryDeadline: hoursFromNow(5) })] } });
    expect(await screen.findByText('Entry deadline approaching')).toBeInTheDocument();
    expect(screen.getByText(/Entries close in/)).toBeInTheDocument();
  });

  it('explains a tournament that is not in the group', async () => {
    renderForm({ [LIST]: { body: [] } });
    expect(
      await screen.findByText('This tournament is not available in this group'),
    ).toBeInTheDocument();
  });

  it('shows a golfer load failure', async () => {
    renderForm({ [TIERS]: { status: 500, body: {} } });
    expect(await screen.findByText('Failed to fetch golfers')).toBeInTheDocument();
  });

  it('shows an entry load failure', async () => {
    renderForm({ [`GET ${ENTRIES}`]: { status: 403, body: { error: 'Not a member' } } });
    expect(await screen.findByText('Error loading entry: Not a member')).toBeInTheDocument();
  });
});
