import type { Notice } from '@fairway/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath, renderRoute, stubApi } from '../../../test/helpers';
import { NoticesBell } from './NoticesBell';

afterEach(() => vi.unstubAllGlobals());

const notice = (id: number, read: boolean): Notice => ({
  id,
  kind: 'deadline-24h',
  title: `Picks for The Open ${id} close in 23 hours`,
  body: 'You have no picks in Office Pool for The Open yet. Entries close Thu, Jul 16, 1:35 AM ET.',
  link: `/groups/5/tournament/${id}/entry`,
  createdAt: '2026-07-15T02:35:00.000Z',
  read,
});

describe('the notices bell', () => {
  it('counts unread notices, lists them, marks them read on closing and opens one', async () => {
    const listed = { notices: [notice(8, false), notice(7, true)], unread: 1 };
    const fetchMock = stubApi({
      'GET /api/notices': { body: listed },
      'POST /api/notices/read': {
        body: { notices: listed.notices.map((n) => ({ ...n, read: true })), unread: 0 },
      },
    });
    renderRoute('/', '/', <NoticesBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });

    await userEvent.click(bell);
    const items = await screen.findAllByRole('menuitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unread: Picks for The Open 8 close in 23 hours');
    expect(items[1]).not.toHaveTextContent('Unread');

    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument(),
    );
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => String(url).endsWith('/api/notices/read') && init?.method === 'POST',
      ),
    ).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await userEvent.click((await screen.findAllByRole('menuitem'))[1]!);
    expect(currentPath()).toBe('/groups/5/tournament/7/entry');
  });

  it('says so when there is nothing yet', async () => {
    stubApi({ 'GET /api/notices': { body: { notices: [], unread: 0 } } });
    renderRoute('/', '/', <NoticesBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
  });
});
