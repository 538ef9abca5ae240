import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/helpers';
import { UserMenu } from './UserMenu';

vi.mock('../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({
    user: { id: 7, name: 'Ann Smith' },
    isAuthenticated: true,
    isPlatformAdmin: false,
  }),
}));

describe('the user menu', () => {
  it('is named by the name it shows, then what it is (WCAG 2.5.3, label in name)', async () => {
    renderRoute('/', '/', <UserMenu />);
    const button = screen.getByRole('button', { name: 'Ann Smith (user menu)' });
    // The name shown is the start of the accessible name: no aria-label stands in for it.
    expect(button).not.toHaveAttribute('aria-label');
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
