/**
 * The signed-in user for history tests; set `auth.user` to the platform admin (id 1) to see
 * what only they see. Use with:
 *   vi.mock('../../lib/auth/AuthProvider', async () => (await import('./test/auth-mock')).authModule);
 */
export const auth = {
  user: { id: 10, name: 'Casey Me', email: 'me@example.com', created_at: '2026-01-01' },
};

export const signInAs = (id: number) => {
  auth.user = { ...auth.user, id };
};

export const authModule = {
  useAuth: () => ({
    user: auth.user,
    userId: auth.user.id,
    isAuthenticated: true,
    isPlatformAdmin: auth.user.id === 1,
  }),
};
