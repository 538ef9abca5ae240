import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsMade, renderRoute, stubApi, type ApiStubs } from '../../test/helpers';
import { DELETE_ENTRY_QUESTION, MyEntriesPage } from './MyEntriesPage';
import { entry, hoursFromNow, memberTournament } from './test/fixtures';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME } = await import('./test/fixtures');
  return { useAuth: () => ({ user: ME, userId: ME.id, isAuthenticated: true }) };
});
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/pool-groups/5/available-tournaments';
const ENTRIES = '/api/pool-groups/5/tournaments/1/entries';
const multiple = memberTournament({ allowMultipleEntries: true, maxEntriesPerUser: 2 });

function renderPage(stubs: ApiStubs) {
  const fetchMock = stubApi({ [LIST]: { body: [multiple] }, ...stubs });
  renderRoute(
    '/groups/:groupId/tournament/:tournamentId/my-entries',
    '/groups/5/tournament/1/my-entries',
    <MyEntriesPage />,
  );
  return fetchMock;
}

const entryCard = (n: number) => within(screen.getByRole('article', { name: `Entry ${n}` }));

describe('MyEntriesPage', () => {
  it('lists only the user’s own entries, with golfers, tiebreaker and actions', async () => {
    renderPage({
      [`GET ${ENTRIES}`]: {
        body: [entry({ id: 7 }), entry({ id: 9, userId: 99, userName: 'Someone Else' })],
      },
    });
    expect(await screen.findByRole('article', { name: 'Entry 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const card = entryCard(1);
    expect(card.getByText('Scottie Scheffler')).toBeInTheDocument();
    expect(card.getByText('Adam Scott')).toBeInTheDocument();
    expect(card.getByText('-12')).toBeInTheDocument();
    expect(card.getByText(/Submitted/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Edit Entry 1' })).toHaveAttribute(
      'href',
      '/groups/5/tournament/1/entry/7',
    );
    expect(screen.getByRole('link', { name: 'Add Entry' })).toHaveAttribute(
      'href',
      '/groups/5/tournament/1/entry',
    );
    expect(screen.queryByText('Entries are locked')).not.toBeInTheDocument();
  });

  it('offers no new entry at the maximum', async () => {
    renderPage({ [`GET ${ENTRIES}`]: { body: [entry({ id: 7 }), entry({ id: 8 })] } });
    expect(await screen.findByRole('article', { name: 'Entry 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Entry' })).not.toBeInTheDocument();
  });

  it('asks before deleting, and deletes on confirmation', async () => {
    const user = userEvent.setup();
    let list = [entry({ id: 7 })];
    const fetchMock = renderPage({
      [`GET ${ENTRIES}`]: () => ({ body: list }),
      [`DELETE ${ENTRIES}/7`]: () => {
        list = [];
        return { body: { message: 'Entry deleted' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Entry 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Entry' }));
    expect(dialog.getByText(DELETE_ENTRY_QUESTION)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(callsMade(fetchMock)).not.toContain(`DELETE ${ENTRIES}/7`);

    await user.click(screen.getByRole('button', { name: 'Delete Entry 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("You haven't made any picks yet")).toBeInTheDocument();
    expect(callsMade(fetchMock)).toContain(`DELETE ${ENTRIES}/7`);
    expect(screen.getByRole('link', { name: 'Make Picks' })).toBeInTheDocument();
  });

  it('says when a delete fails', async () => {
    const user = userEvent.setup();
    renderPage({
      [`GET ${ENTRIES}`]: { body: [entry({ id: 7 })] },
      [`DELETE ${ENTRIES}/7`]: { status: 500, body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Entry 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete entry')).toBeInTheDocument();
  });

  it('hides edit, delete and add once the deadline has passed', async () => {
    renderPage({
      [LIST]: {
        body: [
          memberTournament({
            status: 'active',
            entryDeadline: '2026-06-11T11:00:00.000Z',
            entryDeadlinePassed: true,
            allowMultipleEntries: true,
            maxEntriesPerUser: 3,
          }),
        ],
      },
      [`GET ${ENTRIES}`]: { body: [entry({ id: 7 })] },
    });
    expect(await screen.findByText('Entries are locked')).toBeInTheDocument();
    expect(screen.getByText(/Thu, Jun 11, 7:00 AM ET/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Entry 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add Entry|Make Picks/ })).not.toBeInTheDocument();
  });

  it('hides edit, delete and add while the group admin has entries disabled', async () => {
    renderPage({
      [LIST]: {
        body: [
          memberTournament({
            entryDeadline: hoursFromNow(72),
            isActive: false,
            allowMultipleEntries: true,
            maxEntriesPerUser: 3,
          }),
        ],
      },
      [`GET ${ENTRIES}`]: { body: [entry({ id: 7 })] },
    });
    expect(await screen.findByText('Entries Closed')).toBeInTheDocument();
    expect(
      screen.getByText(/The group admin has disabled entries for this tournament/),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Entry 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add Entry|Make Picks/ })).not.toBeInTheDocument();
  });

  it('locks as the deadline passes on the client clock too', async () => {
    renderPage({
      [LIST]: { body: [memberTournament({ entryDeadline: hoursFromNow(-0.1) })] },
      [`GET ${ENTRIES}`]: { body: [] },
    });
    expect(await screen.findByText("You haven't made any picks yet")).toBeInTheDocument();
    expect(screen.getByText('Entries are locked')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Make Picks' })).not.toBeInTheDocument();
  });

  it('shows the error panel when entries fail to load', async () => {
    renderPage({ [`GET ${ENTRIES}`]: { status: 500, body: {} } });
    expect(await screen.findByText('Error Loading Entries')).toBeInTheDocument();
  });
});
