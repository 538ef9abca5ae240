import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsMade } from '../../test/helpers';
import { DASHBOARD } from './test/fixtures';
import { ADMIN_STATUS_PATH, DASHBOARD_PATH, renderBilling } from './test/render';

const auth = vi.hoisted(() => ({ isAuthenticated: true, loading: false }));
vi.mock('../../lib/auth/AuthProvider', () => ({ useAuth: () => ({ ...auth }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  auth.isAuthenticated = true;
  auth.loading = false;
});

const admin = { body: { is_group_admin: true, admin_group_count: 2 } };
const member = { body: { is_group_admin: false, admin_group_count: 0 } };

describe('BillingPage access', () => {
  it('asks visitors to sign in, without calling the API', () => {
    auth.isAuthenticated = false;
    const fetchMock = renderBilling();
    expect(screen.getByRole('heading', { name: 'Tournament Billing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign In/ })).toHaveAttribute('href', '/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Access Restricted" to users who admin no group, without the dashboard call', async () => {
    const fetchMock = renderBilling({ [`GET ${ADMIN_STATUS_PATH}`]: member });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(
      within(panel).getByText(
        /The billing dashboard is for group administrators: the creator or an admin of at least one group/,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Create a Group' })).toHaveAttribute(
      'href',
      '/groups/new',
    );
    expect(within(panel).getByRole('link', { name: 'My Groups' })).toHaveAttribute(
      'href',
      '/groups',
    );
    expect(callsMade(fetchMock)).not.toContain(`GET ${DASHBOARD_PATH}`);
  });

  it('shows "Access Restricted" when the dashboard answers 403', async () => {
    renderBilling({
      [`GET ${ADMIN_STATUS_PATH}`]: admin,
      [`GET ${DASHBOARD_PATH}`]: { status: 403, body: { error: 'Not a group admin' } },
    });
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });
});

describe('BillingPage states', () => {
  it('shows placeholders while loading', () => {
    renderBilling({
      [`GET ${ADMIN_STATUS_PATH}`]: admin,
      [`GET ${DASHBOARD_PATH}`]: { body: DASHBOARD },
    });
    expect(screen.getByRole('status', { name: 'Loading billing information' })).toBeInTheDocument();
  });

  it('shows the error panel with "Failed to fetch billing dashboard"', async () => {
    renderBilling({
      [`GET ${ADMIN_STATUS_PATH}`]: admin,
      [`GET ${DASHBOARD_PATH}`]: { status: 500, body: {} },
    });
    const panel = await screen.findByRole('alert');
    expect(
      within(panel).getByRole('heading', { name: 'Error loading billing information' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Failed to fetch billing dashboard')).toBeInTheDocument();
  });

  it('shows the error panel with "Failed to check admin status"', async () => {
    renderBilling({ [`GET ${ADMIN_STATUS_PATH}`]: { status: 500, body: {} } });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Error loading billing information')).toBeInTheDocument();
    expect(within(panel).getByText('Failed to check admin status')).toBeInTheDocument();
  });

  it('says so when there are no groups to bill', async () => {
    renderBilling({
      [`GET ${ADMIN_STATUS_PATH}`]: admin,
      [`GET ${DASHBOARD_PATH}`]: {
        body: { total_groups: 0, total_tournaments_created: 0, total_spent: 0, groups: [] },
      },
    });
    expect(await screen.findByText('No groups to bill')).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
  });
});
