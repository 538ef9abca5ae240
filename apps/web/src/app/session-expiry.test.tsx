import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiStubs } from '../test/helpers';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { SESSION_EXPIRED } from '../lib/auth/messages';
import { TOKEN_STORAGE_KEY } from '../lib/auth/token';
import { createQueryClient } from '../lib/query-client';
import { routes } from './router';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tokenExpiringIn = (seconds: number) =>
  `${encode({ alg: 'HS256' })}.${encode({ user_id: 4, exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
const me = { id: 4, name: 'Nelly', email: 'n@example.com', created_at: '2026-01-01' };
const REFUSED = { status: 401, body: { error: 'Authentication required' } };

/** The whole app (its routes, shell and auth) at `path`, with the server stubbed. */
function renderApp(path: string, token: string, stubs: ApiStubs) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  stubApi({ 'GET /api/config': { body: {} }, ...stubs });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

async function expectExpiryOnLogin(router: ReturnType<typeof renderApp>) {
  // The whole app loads its screens lazily: generous waits for a busy machine.
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  expect(await screen.findByText(SESSION_EXPIRED, {}, { timeout: 5000 })).toBeVisible();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a session that expires', () => {
  it('on a signed-in page: a 401 sends the person to /login with the expiry message', async () => {
    const router = renderApp('/groups', tokenExpiringIn(3600), {
      'GET /api/auth/me': { body: me },
      'GET /api/pool-groups': REFUSED,
    });
    await expectExpiryOnLogin(router);
  });

  it('on the dashboard, a public path: the 401 still leads to /login with the message', async () => {
    const router = renderApp('/', tokenExpiringIn(3600), {
      'GET /api/auth/me': { body: me },
      'GET /api/dashboard': REFUSED,
    });
    await expectExpiryOnLogin(router);
    expect(router.state.location.state).toEqual({ from: '/' });
  });

  it('while the app was closed: the stored token has run out, and /login says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = renderApp('/groups', tokenExpiringIn(-60), {});
    await expectExpiryOnLogin(router);
  });

  it('while the app was closed, opening the dashboard at /: /login says so too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = renderApp('/', tokenExpiringIn(-60), {});
    await expectExpiryOnLogin(router);
  });
});
