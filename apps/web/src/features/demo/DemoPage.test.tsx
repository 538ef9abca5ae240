import type { DemoResponse } from '@fairway/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../test/tournament-helpers';
import { DemoPage } from './DemoPage';

const DEMO: DemoResponse = {
  group: { id: 1, name: 'Sunday Skins', description: 'Friends who play every Sunday.' },
  members: [
    { id: 1, name: 'Ava Admin', role: 'admin' },
    { id: 2, name: 'ben Member', role: 'member' },
  ],
  messages: [
    {
      id: 1,
      userName: 'Ava Admin',
      emoji: '🔥',
      message: 'Scheffler is on fire',
      createdAt: '2026-06-12T18:30:00.000Z',
    },
    {
      id: 2,
      userName: 'ben Member',
      emoji: null,
      message: 'Not for long',
      createdAt: '2026-06-12T18:35:00.000Z',
    },
  ],
  tournaments: [
    {
      id: 10,
      name: 'The Fairway Open',
      location: 'Pebble Beach, CA',
      status: 'active',
      startDate: '2026-06-11',
      endDate: '2026-06-14',
      pickSubmissions: { submitted: 8, total: 10, percentage: 80 },
    },
    {
      id: 11,
      name: 'Links Championship',
      location: 'St Andrews',
      status: 'completed',
      startDate: '2026-07-16',
      endDate: '2026-07-19',
      pickSubmissions: { submitted: 1, total: 10, percentage: 10 },
    },
  ],
  featured: { id: 10, name: 'The Fairway Open', status: 'active', round: 3 },
};

afterEach(() => vi.unstubAllGlobals());

describe('DemoPage', () => {
  it('loads the demo without a token and shows the banner, the group and the overview', async () => {
    localStorage.setItem('auth_token', 'should-not-be-sent');
    const fetchMock = stubFetch({ '/api/pool-groups/demo': { body: DEMO } });
    const user = userEvent.setup();
    renderAt('/demo', <DemoPage />);

    expect(screen.getByText('Loading interactive demo...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sunday SkinsDEMO');
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();

    expect(screen.getByText('Interactive Demo')).toBeInTheDocument();
    expect(screen.getByText('Experience the real golf pool features')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Close demo' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Friends who play every Sunday.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Group Overview',
      'Tournaments',
      'Group Chat',
    ]);

    // Overview: actions, the expandable tournament list, history tile and members.
    expect(screen.getByText('Group Actions')).toBeInTheDocument();
    expect(screen.getByText('Group History')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Golf Tournaments/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const live = screen.getByRole('link', { name: /The Fairway Open.*8 picks submitted/ });
    expect(live).toHaveTextContent('Live');
    expect(live).toHaveTextContent('Standings');
    // In play: its standings, read-only, without an account.
    expect(live).toHaveAttribute('href', '/demo/tournament/10/standings');
    const other = screen.getByRole('button', { name: /Links Championship/ });
    expect(other).toHaveTextContent('1 pick submitted');
    expect(other).toHaveTextContent('Enter');
    expect(other).not.toHaveTextContent('Live');
    // Entering opens how picking works (the demo saves nothing), not the sign-up page.
    await user.click(other);
    const picks = screen.getByRole('dialog', { name: 'Make picks for Links Championship' });
    expect(within(picks).getByRole('link', { name: 'Create a Free Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.click(within(picks).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(screen.getByText('Group Members (2)')).toBeInTheDocument();
    const members = screen.getByRole('list', { name: 'Group members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AAva AdminAdmin', 'Bben MemberMember']);

    expect(
      screen.getByRole('heading', { name: 'Ready to Create Your Own Golf Pool?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Playing Free' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('shows the tournament cards with dates, picks, deadline and actions', async () => {
    stubFetch({ '/api/pool-groups/demo': { body: DEMO } });
    const user = userEvent.setup();
    renderAt('/demo', <DemoPage />);
    await user.click(await screen.findByRole('tab', { name: 'Tournaments' }));

    expect(screen.getByRole('heading', { name: 'Available Tournaments' })).toBeInTheDocument();
    const [liveCard, otherCard] = screen.getAllByRole('listitem');
    expect(liveCard).toHaveTextContent('Pebble Beach, CA');
    expect(liveCard).toHaveTextContent('Live');
    expect(liveCard).toHaveTextContent('Jun 11, 2026');
    expect(liveCard).toHaveTextContent('Jun 14, 2026');
    expect(liveCard).toHaveTextContent('8/10 (80%)');
    expect(within(liveCard!).getByText('Entry deadline').nextSibling).toHaveTextContent(
      'Jun 11, 2026',
    );
    expect(within(liveCard!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    expect(within(liveCard!).getByRole('link', { name: 'View Standings' })).toHaveAttribute(
      'href',
      '/demo/tournament/10/standings',
    );
    // Anything not active reads as Upcoming.
    expect(otherCard).toHaveTextContent('Upcoming');
    await user.click(within(otherCard!).getByRole('button', { name: 'Make Picks' }));
    const picks = screen.getByRole('dialog', { name: 'Make picks for Links Championship' });
    expect(picks).toHaveTextContent('would not be saved');
    expect(picks).toHaveTextContent('One golfer each from tiers 1, 2 and 3');
    expect(picks).toHaveTextContent('Two golfers from tier 4');
    expect(within(picks).getByRole('link', { name: 'See the live standings' })).toHaveAttribute(
      'href',
      '/demo/tournament/10/standings',
    );
    expect(within(picks).getByRole('link', { name: 'Create a Free Account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('leads with the tournament in play, else the last one finished, else nothing', async () => {
    stubFetch({ '/api/pool-groups/demo': { body: DEMO } });
    const { unmount } = renderAt('/demo', <DemoPage />);
    const featured = await screen.findByRole('region', { name: 'The Fairway Open' });
    expect(featured).toHaveTextContent('LiveRound 3');
    expect(featured).toHaveTextContent('Chance to win and to cash');
    expect(within(featured).getByRole('link', { name: 'View Live Standings' })).toHaveAttribute(
      'href',
      '/demo/tournament/10/standings',
    );
    unmount();

    const finished = { id: 9, name: 'Old Course Classic', status: 'completed', round: 4 } as const;
    stubFetch({ '/api/pool-groups/demo': { body: { ...DEMO, featured: finished } } });
    const second = renderAt('/demo', <DemoPage />);
    const last = await screen.findByRole('region', { name: 'Old Course Classic' });
    expect(last).toHaveTextContent('Final');
    expect(within(last).getByRole('link', { name: 'View Final Standings' })).toHaveAttribute(
      'href',
      '/demo/tournament/9/standings',
    );
    second.unmount();

    stubFetch({ '/api/pool-groups/demo': { body: { ...DEMO, featured: null } } });
    renderAt('/demo', <DemoPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Standings$/ })).not.toBeInTheDocument();
  });

  it('shows the chat read-only', async () => {
    stubFetch({ '/api/pool-groups/demo': { body: DEMO } });
    const user = userEvent.setup();
    renderAt('/demo', <DemoPage />);
    await user.click(await screen.findByRole('tab', { name: 'Group Chat' }));

    const items = within(screen.getByRole('region', { name: 'Chat messages' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Ava Admin');
    expect(items[0]).toHaveTextContent('Scheffler is on fire');
    expect(within(items[0]!).getByRole('img', { name: 'fire' })).toBeInTheDocument();
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-06-12T18:30:00.000Z');
    expect(screen.getByRole('button', { name: 'Add emoji' })).toBeDisabled();
    expect(screen.getByPlaceholderText('Chat is view-only in demo mode...')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('has empty states for tournaments and chat', async () => {
    stubFetch({ '/api/pool-groups/demo': { body: { ...DEMO, tournaments: [], messages: [] } } });
    const user = userEvent.setup();
    renderAt('/demo', <DemoPage />);
    await user.click(await screen.findByRole('button', { name: /Golf Tournaments/ }));
    expect(screen.getByText('No tournaments available')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Tournaments' }));
    expect(screen.getByText('No Tournaments Available')).toBeInTheDocument();
    expect(screen.getByText('Check back later for upcoming tournaments!')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Group Chat' }));
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
  });

  it("says 'Demo data not available' when the server answers with an error", async () => {
    stubFetch({ '/api/pool-groups/demo': { status: 500, body: { error: 'boom' } } });
    renderAt('/demo', <DemoPage />);
    expect(await screen.findByText('Demo Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Demo data not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("says 'Failed to load demo' when the network fails or the answer is not JSON", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { unmount } = renderAt('/demo', <DemoPage />);
    expect(await screen.findByText('Failed to load demo')).toBeInTheDocument();
    unmount();

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 200 })));
    renderAt('/demo', <DemoPage />);
    expect(await screen.findByText('Failed to load demo')).toBeInTheDocument();
    expect(screen.getByText('Demo Unavailable')).toBeInTheDocument();
  });
});
