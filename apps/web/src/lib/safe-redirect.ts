/** Only same-origin relative paths are followed after sign-in; anything else goes home. */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}

/**
 * Where a sign-in screen sends the person afterwards: the `redirect` query parameter (it
 * survives a reload and travels between /login and /register), else the page a guard sent
 * them from, else home.
 */
export function returnPathOf(location: { search: string; state: unknown }): string {
  const fromQuery = new URLSearchParams(location.search).get('redirect');
  const fromGuard = (location.state as { from?: unknown } | null)?.from;
  return safeRedirect(fromQuery ?? (typeof fromGuard === 'string' ? fromGuard : null));
}

/** A sign-in screen's path that brings the person back to `returnPath` afterwards. */
export function withReturnPath(screen: '/login' | '/register', returnPath: string): string {
  const target = safeRedirect(returnPath);
  return target === '/' ? screen : `${screen}?redirect=${encodeURIComponent(target)}`;
}
