import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAdmin, RequireAuth } from './guards';

const auth = vi.hoisted(() => ({
  isAuthenticated: false,
  isPlatformAdmin: false,
  loading: true,
  sessionExpected: false,
}));
vi.mock('../lib/auth/AuthProvider', () => ({ useAuth: () => auth }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { element: <RequireAuth />, children: [{ path: '/standings', element: <h1>Standings</h1> }] },
      { element: <RequireAdmin />, children: [{ path: '/admin', element: <h1>Admin</h1> }] },
      { path: '/login', element: <h1>Sign in</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => Object.assign(auth, { isAuthenticated: false, isPlatformAdmin: false }));

describe('RequireAuth', () => {
  it('renders the page while a stored session is checked, so its data loads beside the check', () => {
    Object.assign(auth, { loading: true, sessionExpected: true });
    renderAt('/standings');
    expect(screen.getByRole('heading', { name: 'Standings' })).toBeInTheDocument();
  });

  it('waits with a spinner when there is no stored session to expect', () => {
    Object.assign(auth, { loading: true, sessionExpected: false });
    renderAt('/standings');
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Standings' })).toBeNull();
  });

  it('sends a visitor (or a refused session) to /login', () => {
    Object.assign(auth, { loading: false, sessionExpected: false });
    renderAt('/standings');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('waits for the check even with a stored session: only the server says who is admin', () => {
    Object.assign(auth, { loading: true, sessionExpected: true });
    renderAt('/admin');
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
  });

  it('sends a signed-in member who is not the platform admin home', () => {
    Object.assign(auth, { loading: false, sessionExpected: true, isAuthenticated: true });
    renderAt('/admin');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
