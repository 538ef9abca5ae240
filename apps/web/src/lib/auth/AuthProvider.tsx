import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { User } from '@fairway/contract';
import { PLATFORM_ADMIN_ID } from '@fairway/contract/constants';
import { pathTo, routes } from '@fairway/contract/routes';
import { ApiError, NETWORK_ERROR_STATUS, api, connectSession } from '../api';
import {
  AUTH_FAILED,
  AUTH_NETWORK_FAILURE,
  INVALID_TOKEN_PROVIDED,
  SESSION_EXPIRED,
} from './messages';
import {
  TOKEN_STORAGE_KEY,
  decodeTokenPayload,
  isTokenExpired,
  isTokenUsable,
  isTokenUsableForLogin,
} from './token';

/** How often the stored token is re-checked. */
export const TOKEN_RECHECK_MS = 60_000;

export interface AuthState {
  token: string | null;
  user: User | null;
  /** True until the stored token has been checked with the server. */
  loading: boolean;
  error: string | null;
  /** Why the person was signed out on purpose (e.g. "signed out on every device"), for /login. */
  notice: string | null;
  isAuthenticated: boolean;
  /**
   * Signed in, or about to be as far as anyone can tell: a stored, unexpired token is still
   * being checked. Screens lay out for a signed-in person from the first paint (the sidebar's
   * space, the dashboard's data) instead of jumping when the check ends.
   */
  sessionExpected: boolean;
  /**
   * Whose screens these are: the user's id, or while the stored token is being checked, the id
   * it names, so a page marks "You" from its first paint instead of growing when the check ends.
   */
  userId: number | null;
  isPlatformAdmin: boolean;
  /** Stores a token (from login, registration or a sign-in callback) and loads its user. */
  loginWithToken(token: string): Promise<User>;
  /** Ends the session here; `notice` tells the sign-in page why. */
  logout(notice?: string): void;
  /** Reloads the signed-in user (after they change their name). */
  refreshUser(): Promise<void>;
  /** Ends the session because the server refused the token, with the expiry message. */
  expireSession(): void;
}

const AuthContext = createContext<AuthState | null>(null);

const readStoredToken = () => localStorage.getItem(TOKEN_STORAGE_KEY);

/** The user a stored, unexpired token names (not verified: only for laying a page out). */
function expectedUserId(token: string | null): number | null {
  if (!isTokenUsable(token)) return null;
  const id = decodeTokenPayload(token)?.user_id;
  return typeof id === 'number' ? id : null;
}

async function fetchCurrentUser(token: string): Promise<User> {
  return api.get<User>(pathTo(routes.me), {
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
  });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => readStoredToken());
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const tokenRef = useRef(token);
  tokenRef.current = token;

  /**
   * Ends the session in this tab. The stored token goes too, unless another tab has stored a
   * newer one since (a password changed there): that one is theirs, and this tab's is stale.
   */
  const clearSession = useCallback(
    ({ keepStored = false } = {}) => {
      const stored = readStoredToken();
      if (!keepStored && (stored === tokenRef.current || !isTokenUsable(stored)))
        localStorage.removeItem(TOKEN_STORAGE_KEY);
      setToken(null);
      setUser(null);
      setError(null);
      queryClient.clear();
    },
    [queryClient],
  );

  const expireSession = useCallback(() => {
    clearSession();
    setError(SESSION_EXPIRED);
  }, [clearSession]);

  const logout = useCallback(
    (why?: string) => {
      clearSession();
      setNotice(why ?? null);
    },
    [clearSession],
  );

  useEffect(() => {
    connectSession({
      getToken: () => tokenRef.current,
      // A request that carried a token this tab has since replaced ends nothing.
      onUnauthorized: (used) => {
        if (used === tokenRef.current) expireSession();
      },
    });
  }, [expireSession]);

  // Another tab signed in (a new token after a password change or a reset) or out: this tab
  // follows, so one stale tab cannot end the fresh session of the others.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY || event.newValue === tokenRef.current) return;
      if (!event.newValue) {
        setToken(null);
        setUser(null);
        queryClient.clear();
        return;
      }
      const adopted = event.newValue;
      fetchCurrentUser(adopted)
        .then((me) => {
          if (readStoredToken() !== adopted) return;
          setToken(adopted);
          setUser(me);
          setError(null);
        })
        .catch(() => undefined);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [queryClient]);

  // The stored token: structurally checked, then verified with the server once.
  useEffect(() => {
    const stored = readStoredToken();
    if (!isTokenUsable(stored)) {
      if (stored) clearSession();
      // A token that was once good but has run out is a session that expired: /login says so.
      if (stored && isTokenExpired(stored)) {
        console.warn('[AUTH] Token is expired');
        setError(SESSION_EXPIRED);
      }
      setLoading(false);
      return;
    }
    let cancelled = false;
    fetchCurrentUser(stored)
      .then((me) => {
        if (!cancelled) setUser(me);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        // Only the server's refusal ends the stored session. A check that never got an answer
        // (no connection, or the page being left while it was on its way) or met a server
        // failure says nothing about the token: it stays stored, and the next visit checks
        // it again instead of signing the person out for good.
        const refused =
          failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
        clearSession({ keepStored: !refused });
        if (failure instanceof ApiError && failure.status === 401) setError(SESSION_EXPIRED);
        else if (failure instanceof ApiError && failure.status === NETWORK_ERROR_STATUS)
          setError(AUTH_NETWORK_FAILURE);
        else setError(AUTH_FAILED);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [clearSession]);

  // Every minute: a token that has expired meanwhile ends the session.
  useEffect(() => {
    if (!token) return;
    const timer = setInterval(() => {
      if (!isTokenUsable(readStoredToken())) {
        console.warn('[AUTH] Token is expired');
        expireSession();
      }
    }, TOKEN_RECHECK_MS);
    return () => clearInterval(timer);
  }, [token, expireSession]);

  const refreshUser = useCallback(async () => {
    if (token) setUser(await fetchCurrentUser(token));
  }, [token]);

  const loginWithToken = useCallback(
    async (newToken: string) => {
      if (!isTokenUsableForLogin(newToken)) {
        clearSession();
        throw new Error(INVALID_TOKEN_PROVIDED);
      }
      localStorage.setItem(TOKEN_STORAGE_KEY, newToken);
      try {
        const me = await fetchCurrentUser(newToken);
        setToken(newToken);
        setUser(me);
        setError(null);
        setNotice(null);
        return me;
      } catch (failure) {
        localStorage.removeItem(TOKEN_STORAGE_KEY);
        clearSession();
        if (failure instanceof ApiError && failure.status !== NETWORK_ERROR_STATUS) {
          throw new Error(`Authentication failed: ${failure.status} ${failure.message}`, {
            cause: failure,
          });
        }
        throw failure;
      }
    },
    [clearSession],
  );

  const value = useMemo<AuthState>(
    () => ({
      token,
      user,
      loading,
      error,
      notice,
      isAuthenticated: Boolean(token && user),
      sessionExpected: Boolean(token && user) || (loading && isTokenUsable(token)),
      userId: user?.id ?? (loading ? expectedUserId(token) : null),
      isPlatformAdmin: user?.id === PLATFORM_ADMIN_ID,
      loginWithToken,
      logout,
      refreshUser,
      expireSession,
    }),
    [token, user, loading, error, notice, loginWithToken, logout, expireSession, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
