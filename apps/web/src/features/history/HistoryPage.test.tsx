import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../test/helpers';
import { HistoryPage } from './HistoryPage';
import { signInAs } from './test/auth-mock';
import { myFinishes } from '../../test/history-fixtures';

vi.mock('../../lib/auth/AuthProvider', async () => (await import('./test/auth-mock')).authModule);

afterEach(() => {
  vi.unstubAllGlobals();
  signInAs(10);
});

const FINISHES = 'GET /api/tournaments/my-finishes';
const renderHistory = () => renderRoute('/history', '/history', <HistoryPage />);

describe('HistoryPage', () => {
  it("shows the member's own finishes per tournament and group: place of how many, score, winnings", async () => {
    stubApi({ [FINISHES]: { body: myFinishes() } });
    renderHistory();
    const card = await screen.findByRole('article', { name: 'Spring Invitational' });
    expect(within(card).getByText('Apr 2, 2026')).toBeInTheDocument();
    // Each group named, then each entry's finish as a screen reader hears it and as it shows.
    const finishesIn = (groupName: string) =>
      within(within(card).getByRole('list', { name: groupName }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(finishesIn('Sunday Skins')).toEqual([
      'Entry #1Tied 3rdT3of 13of 13 entries,score -31Won $36.15',
      'Entry #29th9of 13of 13 entries,score -20No winnings',
    ]);
    expect(finishesIn('Office Pool')).toEqual(['1st1of 4of 4 entries,score -31No winnings']);
    expect(within(card).getByText('T3')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/tournament/3/history',
    );
    expect(within(card).queryByRole('link', { name: /Manage Entries/ })).not.toBeInTheDocument();
    // Other players' winners are not the point here: no "Winner:" line.
    expect(screen.queryByText('Winner:')).not.toBeInTheDocument();
  });

  it('totals the winnings, tournaments, entries, wins and cashes', async () => {
    stubApi({ [FINISHES]: { body: myFinishes() } });
    renderHistory();
    const list = await screen.findByLabelText('Your totals');
    const figures = [...list.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`,
    );
    expect(figures).toEqual([
      'Winnings: $36.15',
      'Tournaments: 1',
      'Entries: 3',
      'Wins: 1',
      'In the money: 1',
    ]);
  });

  it('shows Manage Entries to user 1', async () => {
    signInAs(1);
    stubApi({ [FINISHES]: { body: myFinishes() } });
    renderHistory();
    expect(await screen.findByRole('link', { name: /Manage Entries/ })).toHaveAttribute(
      'href',
      '/admin/tournament/3/entries',
    );
  });

  it('says so when the user has not played yet', async () => {
    stubApi({
      [FINISHES]: {
        body: myFinishes({
          tournaments: [],
          totals: { tournaments: 0, entries: 0, wins: 0, inTheMoney: 0, winnings: 0 },
        }),
      },
    });
    renderHistory();
    expect(
      await screen.findByText('You have not participated in any tournaments yet.'),
    ).toBeInTheDocument();
  });

  it('shows the fallback error text', async () => {
    stubApi({ [FINISHES]: { status: 500, body: {} } });
    renderHistory();
    expect(await screen.findByText('Failed to fetch tournament history')).toBeInTheDocument();
  });
});
