import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../test/helpers';
import { HistoryPage } from './HistoryPage';
import { signInAs } from './test/auth-mock';
import { historyItem } from '../../test/history-fixtures';

vi.mock('../../lib/auth/AuthProvider', async () => (await import('./test/auth-mock')).authModule);

afterEach(() => {
  vi.unstubAllGlobals();
  signInAs(10);
});

const HISTORY = 'GET /api/tournaments/history';
const renderHistory = () => renderRoute('/history', '/history', <HistoryPage />);

describe('HistoryPage', () => {
  it('lists the tournaments played with their groups, winner, entries and average', async () => {
    stubApi({
      [HISTORY]: {
        body: [
          historyItem({
            userGroups: [
              { id: 5, name: 'Sunday Skins' },
              { id: 6, name: 'Office Pool' },
            ],
          }),
        ],
      },
    });
    renderHistory();
    const card = await screen.findByRole('article', { name: 'Spring Invitational' });
    expect(within(card).getByText('Apr 2, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Sunday Skins, Office Pool')).toBeInTheDocument();
    expect(within(card).getByText('Alice')).toBeInTheDocument();
    expect(within(card).getByText('-12')).toBeInTheDocument();
    expect(within(card).getByText('8')).toBeInTheDocument();
    expect(within(card).getByText('-3.4')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/tournament/3/history',
    );
    expect(within(card).queryByRole('link', { name: /Manage Entries/ })).not.toBeInTheDocument();
  });

  it('shows Manage Entries to user 1', async () => {
    signInAs(1);
    stubApi({ [HISTORY]: { body: [historyItem()] } });
    renderHistory();
    expect(await screen.findByRole('link', { name: /Manage Entries/ })).toHaveAttribute(
      'href',
      '/admin/tournament/3/entries',
    );
  });

  it('says so when the user has not played yet', async () => {
    stubApi({ [HISTORY]: { body: [] } });
    renderHistory();
    expect(
      await screen.findByText('You have not participated in any tournaments yet.'),
    ).toBeInTheDocument();
  });

  it('shows the fallback error text', async () => {
    stubApi({ [HISTORY]: { status: 500, body: {} } });
    renderHistory();
    expect(await screen.findByText('Failed to fetch tournament history')).toBeInTheDocument();
  });
});
