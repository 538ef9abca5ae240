import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSession } from '../../lib/api';
import { stubApi } from '../../test/helpers';
import { renderAt } from '../../test/tournament-helpers';
import { PricingPage } from './PricingPage';
import { PRICING } from './test/fixtures';

const auth = vi.hoisted(() => ({ isAuthenticated: false }));
vi.mock('../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({ isAuthenticated: auth.isAuthenticated, loading: false }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  auth.isAuthenticated = false;
});

function renderPricing(reply: { status?: number; body: unknown } = { body: PRICING }) {
  const fetchMock = stubApi({ 'GET /api/billing/pricing': reply });
  renderAt('/pricing', <PricingPage />);
  return fetchMock;
}

/** The card of one tier, found by its heading. */
async function tierCard(name: string) {
  const heading = await screen.findByRole('heading', { name });
  return within(heading.closest('li')!);
}

describe('PricingPage', () => {
  it('shows placeholders while the tiers load', () => {
    renderPricing();
    expect(screen.getByRole('status', { name: 'Loading pricing' })).toBeInTheDocument();
  });

  it('shows each tier with its price per tournament, two decimals or Free', async () => {
    connectSession({ getToken: () => 'signed-in-token', onUnauthorized: () => undefined });
    const fetchMock = renderPricing();
    const free = await tierCard('Free');
    expect(free.getByText('Free', { selector: 'span' })).toBeInTheDocument();
    expect(free.getByText('1–10 members')).toBeInTheDocument();
    expect(free.getByText('Perfect for small groups of friends.')).toBeInTheDocument();

    const small = await tierCard('Small Group');
    expect(small.getByText('$19.00')).toBeInTheDocument();
    expect(small.getByText('per tournament')).toBeInTheDocument();
    expect(small.getByText('11+ members')).toBeInTheDocument();

    // The server's third tier costs the same for the same groups: one card, not two alike.
    expect(screen.queryByRole('heading', { name: 'Large Group' })).not.toBeInTheDocument();
    expect(screen.getAllByText('11+ members')).toHaveLength(1);

    // A public call: no token is sent, even when signed in.
    const init = fetchMock.mock.calls[0]![1];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    connectSession({ getToken: () => null, onUnauthorized: () => undefined });
  });

  it('says "Failed to fetch pricing information" when the call fails without a reason', async () => {
    renderPricing({ status: 500, body: {} });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Failed to fetch pricing information')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it("shows the server's error when it sends one", async () => {
    renderPricing({ status: 503, body: { error: 'Billing is down for maintenance' } });
    expect(await screen.findByText('Billing is down for maintenance')).toBeInTheDocument();
  });

  it('explains how it works in three steps', async () => {
    renderPricing();
    const steps = screen.getByRole('region', { name: 'How It Works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(
      await within(steps).findByText(/From 11 members, the group admin pays \$19.00 once by card/),
    ).toBeInTheDocument();
  });

  it('answers the pricing questions', async () => {
    renderPricing();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    await screen.findByRole('heading', { name: 'Small Group' });
    expect(
      within(faq).getByText(/Groups of up to 10 members get every feature free/),
    ).toBeInTheDocument();
    expect(
      within(faq).getByText(/Groups of 11 or more members pay \$19.00 per tournament/),
    ).toBeInTheDocument();
    expect(within(faq).getByText(/no subscriptions and no recurring charges/)).toBeInTheDocument();
    expect(within(faq).getByText(/By credit or debit card/)).toBeInTheDocument();
    expect(
      within(faq).getByText('What happens if my group grows past the free limit?'),
    ).toBeInTheDocument();
    expect(within(faq).getByText(/already paid for stays paid/)).toBeInTheDocument();
  });

  it('sends visitors to /register and everyone to /contact', async () => {
    renderPricing();
    await screen.findByRole('heading', { name: 'Small Group' });
    const start = screen.getAllByRole('link', { name: /Get Started Free|Create Free Account/ });
    expect(start.map((link) => link.getAttribute('href'))).toEqual(['/register', '/register']);
    const contact = screen.getAllByRole('link', { name: /Contact Us/ });
    expect(contact.every((link) => link.getAttribute('href') === '/contact')).toBe(true);
  });

  it('offers signed-in users a new group instead of registration', async () => {
    auth.isAuthenticated = true;
    renderPricing();
    await screen.findByRole('heading', { name: 'Small Group' });
    expect(screen.queryByRole('link', { name: /Get Started Free/ })).not.toBeInTheDocument();
    const create = screen.getAllByRole('link', { name: /Create a Group/ });
    expect(create[0]).toHaveAttribute('href', '/groups/new');
  });
});
