import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JoinGroupPage } from './JoinGroupPage';
import { callsMade, currentPath, renderRoute, stubApi } from '../../test/helpers';

const auth = vi.hoisted(() => ({ isAuthenticated: true, loading: false }));
vi.mock('../../lib/auth/AuthProvider', () => ({ useAuth: () => auth }));

beforeEach(() => {
  auth.isAuthenticated = true;
});
afterEach(() => vi.unstubAllGlobals());

const JOIN_ROUTE = '/groups/join/:inviteCode';

describe('JoinGroupPage', () => {
  it('joins once on arrival, even under StrictMode, then opens the group', async () => {
    const fetchMock = stubApi({
      'POST /api/pool-groups/join/ABCD2345': {
        body: { group: { id: 9, name: 'Links Crew' }, alreadyMember: false },
      },
    });
    renderRoute(JOIN_ROUTE, '/groups/join/ABCD2345', <JoinGroupPage />, { strict: true });
    expect(screen.getByText('Joining group…')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/groups/9'));
    expect(callsMade(fetchMock)).toEqual(['POST /api/pool-groups/join/ABCD2345']);
  });

  it('shows the server message and a way back when the code is refused', async () => {
    stubApi({
      'POST /api/pool-groups/join/NOPE': { status: 404, body: { error: 'Invalid invite code' } },
    });
    renderRoute(JOIN_ROUTE, '/groups/join/NOPE', <JoinGroupPage />);
    expect(await screen.findByText('Failed to Join Group')).toBeInTheDocument();
    expect(screen.getByText('Invalid invite code')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Groups' })).toHaveAttribute('href', '/groups');
  });

  it('falls back to "Failed to join group" when the server sent no message', async () => {
    stubApi({ 'POST /api/pool-groups/join/ABCD2345': { status: 502, body: {} } });
    renderRoute(JOIN_ROUTE, '/groups/join/ABCD2345', <JoinGroupPage />);
    expect(await screen.findByText('Failed to join group')).toBeInTheDocument();
  });

  describe('for a visitor', () => {
    beforeEach(() => {
      auth.isAuthenticated = false;
    });

    it('names the group and its member count, and offers sign-in and registration that come back', async () => {
      const fetchMock = stubApi({
        'GET /api/pool-groups/invite/ABCD2345': { body: { name: 'Links Crew', memberCount: 3 } },
      });
      renderRoute(JOIN_ROUTE, '/groups/join/ABCD2345', <JoinGroupPage />);
      expect(await screen.findByRole('heading', { name: 'Join Links Crew' })).toBeVisible();
      expect(screen.getByText('3 members')).toBeVisible();
      const back = encodeURIComponent('/groups/join/ABCD2345');
      expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
        'href',
        `/login?redirect=${back}`,
      );
      expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
        'href',
        `/register?redirect=${back}`,
      );
      expect(callsMade(fetchMock)).toEqual(['GET /api/pool-groups/invite/ABCD2345']);
    });

    it('says clearly when the code is unknown', async () => {
      stubApi({
        'GET /api/pool-groups/invite/NOPE': { status: 404, body: { error: 'Invalid invite code' } },
      });
      renderRoute(JOIN_ROUTE, '/groups/join/NOPE', <JoinGroupPage />);
      expect(await screen.findByText('Failed to Join Group')).toBeInTheDocument();
      expect(screen.getByText('Invalid invite code')).toBeInTheDocument();
    });
  });
});
