import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { group, groupTournament } from '../../test/group-fixtures';
import { stubApi } from '../../test/helpers';
import { routes } from '../router';

// Signed in as the platform administrator, so every route (admin ones too) shows its screen.
vi.mock('../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({
    user: { id: 1, name: 'Admin', email: 'admin@example.com', emailVerified: true },
    isAuthenticated: true,
    isPlatformAdmin: true,
    loading: false,
    error: null,
    notice: null,
  }),
}));
afterEach(() => vi.unstubAllGlobals());

const SAMPLE_PARAMS: Record<string, string> = {
  groupId: '3',
  tournamentId: '7',
  entryId: '11',
  inviteCode: 'ABCD2345',
};

/** Every path pattern of the router, joined down the tree. */
function patterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent : route.path ? `${parent}/${route.path}` : parent;
    const here = route.path || route.index ? [own || '/'] : [];
    return [...here, ...patterns(route.children ?? [], own)];
  });
}

const concrete = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1');

/** A screen of its own: matched by the route table, and not by the catch-all that goes home. */
const isScreen = (path: string) => {
  const deepest = matchRoutes(routes, path)?.at(-1);
  return deepest !== undefined && deepest.route.path !== '*';
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const trail = () => screen.queryByRole('navigation', { name: 'Breadcrumb' });

describe('breadcrumbs', () => {
  it('link only to routes that exist, on every route of the router', async () => {
    stubApi({});
    const paths = patterns(routes)
      .filter((pattern) => pattern !== '/*')
      .map(concrete);
    expect(paths).toContain('/groups/3/tournament/7/standings');
    const linked = new Map<string, string[]>();
    for (const path of paths) {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5000 });
      // The shell has drawn the trail for this path.
      await screen.findByRole('main', {}, { timeout: 5000 });
      const links = trail() ? within(trail()!).queryAllByRole('link') : [];
      const hrefs = links.map((link) => link.getAttribute('href')!);
      linked.set(path, hrefs);
      for (const href of hrefs)
        expect({ path, href, isScreen: isScreen(href) }).toEqual({ path, href, isScreen: true });
      cleanup();
    }
    // The walk saw real trails: Home, Groups and the group on a tournament page.
    expect(linked.get('/groups/3/tournament/7/standings')).toEqual(['/', '/groups', '/groups/3']);
  }, 60_000);

  it('name the group and the tournament, with neutral words until they load', async () => {
    stubApi({
      'GET /api/pool-groups/3': {
        body: group({
          id: 3,
          name: 'Links Crew',
          tournaments: [groupTournament({ id: 7, name: 'The Fairway Open' })],
        }),
      },
    });
    renderAt('/groups/3/tournament/7/my-entries');
    await waitFor(() => expect(trail()).toHaveTextContent('Links Crew'), { timeout: 5000 });
    const nav = within(trail()!);
    expect(nav.getByRole('link', { name: 'Links Crew' })).toHaveAttribute('href', '/groups/3');
    // /groups/3/tournament/7 is no screen: the tournament is named, not linked.
    expect(nav.getByText('The Fairway Open').closest('a')).toBeNull();
    expect(nav.getByText('My Entries')).toHaveAttribute('aria-current', 'page');
  });

  it('show "Account" on the sign-in screens as text, since /auth is no screen', async () => {
    stubApi({});
    renderAt('/auth/error');
    await waitFor(() => expect(trail()).toHaveTextContent('Account'), { timeout: 5000 });
    expect(within(trail()!).getByText('Account').closest('a')).toBeNull();
  });
});
