import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TournamentsPage } from './TournamentsPage';
import { renderAt, stubFetch, tournament } from '../../test/tournament-helpers';

afterEach(() => vi.unstubAllGlobals());

describe('TournamentsPage', () => {
  it('groups the season into Live, Upcoming and Completed, each card linking to its leaderboard', async () => {
    stubFetch({
      '/api/tournaments': {
        body: [
          tournament({
            id: 1,
            name: 'Winter Classic',
            status: 'completed',
            startDate: '2026-01-08',
            endDate: '2026-01-11',
          }),
          tournament({
            id: 2,
            name: 'Spring Invitational',
            status: 'completed',
            startDate: '2026-04-02',
            endDate: '2026-04-05',
          }),
          tournament({ id: 3, name: 'The Fairway Open', status: 'active', round: 3 }),
          tournament({
            id: 4,
            name: 'Links Championship',
            status: 'upcoming',
            startDate: '2026-07-16',
            endDate: '2026-07-19',
          }),
        ],
      },
    });
    renderAt('/tournaments', <TournamentsPage />);

    const live = await screen.findByRole('region', { name: /Live/ });
    expect(within(live).getByRole('link', { name: /The Fairway Open/ })).toHaveAttribute(
      'href',
      '/leaderboard?tournament=3',
    );
    expect(within(live).getByText('Round')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Upcoming/ })).getByRole('link'),
    ).toHaveAttribute('href', '/leaderboard?tournament=4');
    // Most recent results first.
    const completed = within(screen.getByRole('region', { name: /Completed/ })).getAllByRole(
      'heading',
      { level: 3 },
    );
    expect(completed.map((heading) => heading.textContent)).toEqual([
      'Spring Invitational',
      'Winter Classic',
    ]);
  });

  it('says so when there are no tournaments, and offers Retry on an error', async () => {
    stubFetch({ '/api/tournaments': { body: [] } });
    const { unmount } = renderAt('/tournaments', <TournamentsPage />);
    expect(await screen.findByText('No tournaments yet')).toBeInTheDocument();
    unmount();

    stubFetch({ '/api/tournaments': { status: 500, body: { error: 'boom' } } });
    renderAt('/tournaments', <TournamentsPage />);
    expect(await screen.findByText('Error Loading Tournaments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
