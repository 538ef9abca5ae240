import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { AuthProvider, useAuth } from './AuthProvider';
import { AUTH_FAILED, AUTH_NETWORK_FAILURE, SESSION_EXPIRED } from './messages';
import { TOKEN_STORAGE_KEY } from './token';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const validToken = `${encode({ alg: 'HS256' })}.${encode({ user_id: 4, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

/** The token this tab's requests carry now. */
let tokenInUse: string | null = null;

function Probe() {
  const auth = useAuth();
  tokenInUse = auth.token;
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

  it('keeps the stored token when the check gets no answer or the server fails', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, validToken);
    // No connection, or the page being left while the check was on its way.
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { unmount } = renderWithAuth();
    await waitFor(() =>
      expect(screen.getByText(`nobody|${AUTH_NETWORK_FAILURE}`)).toBeInTheDocument(),
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(validToken);
    unmount();
    vi.restoreAllMocks();

    respond(503, { error: 'Service unavailable' });
    renderWithAuth();
    await waitFor(() => expect(screen.getByText(`nobody|${AUTH_FAILED}`)).toBeInTheDocument());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(validToken);
  });

  it('knows whose screens these are from the stored token while the check is under way', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, validToken);
    let answer!: (response: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const seen: (number | null)[] = [];
    function UserIdProbe() {
      const { userId, loading } = useAuth();
      seen.push(userId);
      return <p>{loading ? 'checking' : `checked:${userId}`}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <UserIdProbe />
        </AuthProvider>
      </QueryClientProvider>,
    );
    // The first paint already marks user 4's rows as theirs ("You").
    expect(seen[0]).toBe(4);
    expect(screen.getByText('checking')).toBeInTheDocument();
    // The server refuses the token: nobody's screens any more.
    answer(new Response(JSON.stringify({ error: 'Authentication required' }), { status: 401 }));
    await waitFor(() => expect(screen.getByText('checked:null')).toBeInTheDocument());
  });

  it('clears a structurally invalid token without calling the server', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-token');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithAuth();
    await waitFor(() => expect(screen.getByText('nobody|no error')).toBeInTheDocument());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  describe('with several tabs', () => {
    const otherToken = `${encode({ alg: 'HS256' })}.${encode({ user_id: 4, exp: Math.floor(Date.now() / 1000) + 7200, sv: 1 })}.sig`;
    const me = { id: 4, name: 'Nelly', email: 'n@example.com', created_at: '2026-01-01' };
    const storedElsewhere = (value: string | null) => {
      if (value) localStorage.setItem(TOKEN_STORAGE_KEY, value);
      else localStorage.removeItem(TOKEN_STORAGE_KEY);
      window.dispatchEvent(
        new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: value }),
      );
    };

    it("takes up another tab's new token, and a stale request's 401 then ends nothing", async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, validToken);
      let answerStale: (response: Response) => void = () => undefined;
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        if (String(input) === '/api/slow') return new Promise<Response>((r) => (answerStale = r));
        return new Response(JSON.stringify(me), { status: 200 });
      });
      renderWithAuth();
      await waitFor(() => expect(screen.getByText('Nelly|no error')).toBeInTheDocument());
      // A request leaves with this tab's token; meanwhile another tab changes the password.
      const stale = api.get('/api/slow').catch(() => undefined);
      storedElsewhere(otherToken);
      await waitFor(() => expect(tokenInUse).toBe(otherToken));
      answerStale(
        new Response(JSON.stringify({ error: 'Authentication required' }), { status: 401 }),
      );
      await stale;
      expect(screen.getByText('Nelly|no error')).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(otherToken);
    });

    it('signs out when another tab does', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, validToken);
      respond(200, me);
      renderWithAuth();
      await waitFor(() => expect(screen.getByText('Nelly|no error')).toBeInTheDocument());
      act(() => storedElsewhere(null));
      await waitFor(() => expect(screen.getByText('nobody|no error')).toBeInTheDocument());
    });
  });
});
