import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './AuthProvider';
import { SESSION_EXPIRED } from './messages';
import { TOKEN_STORAGE_KEY } from './token';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const validToken = `${encode({ alg: 'HS256' })}.${encode({ user_id: 4, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

function Probe() {
  const auth = useAuth();
  return (
    <p>{auth.loading ? 'loading' : `${auth.user?.name ?? 'nobody'}|${auth.error ?? 'no error'}`}</p>
  );
}

const renderWithAuth = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe('AuthProvider', () => {
  it('verifies a stored token with the server and loads the user', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, validToken);
    const fetchSpy = respond(200, {
      id: 4,
      name: 'Nelly',
      email: 'n@example.com',
      created_at: '2026-01-01T00:00:00Z',
    });
    renderWithAuth();
    await waitFor(() => expect(screen.getByText('Nelly|no error')).toBeInTheDocument());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/auth/me');
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${validToken}`);
  });

  it('clears the token and shows the expiry message when the server answers 401', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, validToken);
    respond(401, { error: 'Authentication required' });
    renderWithAuth();
    await waitFor(() => expect(screen.getByText(`nobody|${SESSION_EXPIRED}`)).toBeInTheDocument());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('clears a structurally invalid token without calling the server', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-token');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithAuth();
    await waitFor(() => expect(screen.getByText('nobody|no error')).toBeInTheDocument());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
