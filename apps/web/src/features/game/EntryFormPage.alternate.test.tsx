import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTRIES, LIST, TIERS, golfer, postedBody, renderForm, tier } from './test/entry-form-kit';
import { entry, golfersByTier, memberTournament } from './test/fixtures';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME: me } = await import('./test/fixtures');
  return { useAuth: () => ({ user: me, userId: me.id, isAuthenticated: true }) };
});
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

/** The alternate (docs/rules.md, "Withdrawal protection"): a searchable tier 4 list with odds. */
describe('the entry form’s alternate', () => {
  it('offers an alternate from a searchable tier 4 list with odds, and sends it', async () => {
    const user = userEvent.setup();
    const fetchMock = renderForm(
      {
        [LIST]: { body: [memberTournament({ allowAlternate: true })] },
        [`GET ${ENTRIES}`]: { body: [entry({ id: 7 })] },
        [`POST ${ENTRIES}`]: { body: entry({ id: 7 }) },
      },
      '/groups/5/tournament/1/entry/7',
    );
    const field = within(await screen.findByRole('group', { name: 'Alternate (optional)' }));
    expect(field.getByText('No alternate')).toBeInTheDocument();
    const choose = field.getByRole('button', { name: 'Choose alternate' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    await user.click(choose);
    expect(choose).toHaveAttribute('aria-expanded', 'true');
    // The search box takes the focus; the list is tier 4 less the two picked, with odds.
    const search = field.getByRole('searchbox', {
      name: 'Search tier 4 golfers for your alternate',
    });
    expect(search).toHaveFocus();
    const list = within(field.getByRole('list', { name: 'Tier 4 golfers for your alternate' }));
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'No alternate',
      'Rickie Fowler—odds unknown',
    ]);
    expect(list.getByRole('button', { name: 'No alternate' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(list.getByRole('button', { name: /Rickie Fowler/ }));
    // Chosen: the list closes, focus is back on the button, the choice shows.
    expect(field.queryByRole('list')).not.toBeInTheDocument();
    expect(field.getByRole('button', { name: 'Change alternate' })).toHaveFocus();
    expect(field.getByText('Rickie Fowler')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Selections' }));
    await vi.waitFor(() => expect(postedBody(fetchMock)).toMatchObject({ alternateGolferId: 43 }));
  });

  it('searches the alternates by name and works by keyboard alone', async () => {
    const user = userEvent.setup();
    const field4 = Array.from({ length: 12 }, (_, i) => ({
      id: 100 + i,
      name: `Golfer ${String.fromCharCode(65 + i)}`,
      odds: 200 + 10 * i,
    }));
    renderForm({
      [LIST]: { body: [memberTournament({ allowAlternate: true })] },
      [TIERS]: { body: golfersByTier({ tier4: field4 }) },
    });
    const field = within(await screen.findByRole('group', { name: 'Alternate (optional)' }));
    field.getByRole('button', { name: 'Choose alternate' }).focus();
    await user.keyboard('{Enter}');
    expect(field.getByText('12 golfers')).toBeInTheDocument();
    await user.keyboard('golfer d');
    expect(field.getByText('1 of 12 golfers')).toBeInTheDocument();
    const list = within(field.getByRole('list', { name: 'Tier 4 golfers for your alternate' }));
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'No alternate',
      'Golfer D230/1230 to 1 to win',
    ]);
    // Down from the search reaches the golfer; Enter chooses it.
    await user.keyboard('{ArrowDown}');
    expect(list.getByRole('button', { name: /Golfer D/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field.getByText('Golfer D')).toBeInTheDocument();
    expect(field.getByRole('button', { name: 'Change alternate' })).toHaveFocus();
    // Escape closes the list without choosing.
    await user.keyboard('{Enter}');
    expect(field.getByRole('list')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(field.queryByRole('list')).not.toBeInTheDocument();
    expect(field.getByRole('button', { name: 'Change alternate' })).toHaveFocus();
    expect(field.getByText('Golfer D')).toBeInTheDocument();
  });

  it('drops the alternate once it is picked as one of the five, and offers none where not allowed', async () => {
    const user = userEvent.setup();
    const fetchMock = renderForm(
      {
        [LIST]: { body: [memberTournament({ allowAlternate: true })] },
        [`GET ${ENTRIES}`]: {
          body: [entry({ id: 7, alternate: { id: 43, name: 'Rickie Fowler' } })],
        },
        [`POST ${ENTRIES}`]: { body: entry({ id: 7 }) },
      },
      '/groups/5/tournament/1/entry/7',
    );
    const field = within(await screen.findByRole('group', { name: 'Alternate (optional)' }));
    expect(field.getByText('Rickie Fowler')).toBeInTheDocument();
    const tier4 = await tier(4);
    await user.click(golfer(tier4, /Adam Scott/));
    await user.click(golfer(tier4, /Rickie Fowler/));
    expect(field.getByText('No alternate')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Selections' }));
    await vi.waitFor(() =>
      expect(postedBody(fetchMock)).toMatchObject({ alternateGolferId: null }),
    );
  });

  it('has no alternate field where the group does not use them', async () => {
    renderForm({});
    await tier(1);
    expect(screen.queryByRole('group', { name: 'Alternate (optional)' })).not.toBeInTheDocument();
  });
});
