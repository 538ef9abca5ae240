import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/AuthProvider';
import { SESSION_EXPIRED } from '../../lib/auth/messages';

/**
 * A session that ends under the person's feet (a request refused with 401, or the token running
 * out) sends them to /login, which says "Your session has expired. Please log in again." and
 * brings them back afterwards, whichever page they were on: public pages such as the dashboard
 * at / would otherwise just turn into the visitor's view without a word.
 */
export function useLoginAfterExpiry(): void {
  const { isAuthenticated, error } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Null at first: an expiry found as the app opened counts as new.
  const lastError = useRef<string | null>(null);

  useEffect(() => {
    // Newly expired: in use, or found run out when the app opened (nobody was signed in yet).
    const expiredNow =
      lastError.current !== SESSION_EXPIRED && error === SESSION_EXPIRED && !isAuthenticated;
    lastError.current = error;
    if (expiredNow && pathname !== '/login')
      navigate('/login', { replace: true, state: { from: `${pathname}${search}` } });
  }, [isAuthenticated, error, pathname, search, navigate]);
}
