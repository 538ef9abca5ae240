import type { DashboardResponse } from '@fairway/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DashboardPage } from '../DashboardPage';

/** The dashboard's answers and a rendered page, for the dashboard's tests. */
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export const tournament = (id: number, name: string, status: 'active' | 'upcoming') => ({
  id,
  name,
  location: 'Pebble Beach, CA',
  status,
  round: status === 'active' ? 2 : 0,
  par: 72,
  startDate: '2026-06-11',
  firstTeeTime: null,
  entryDeadline: inHours(30),
  isActive: true,
});

export const DASHBOARD: DashboardResponse = {
  user: {
    id: 4,
    name: 'Nelly Korda',
    email: 'n@example.com',
    groups: [
      { id: 3, name: 'Sunday Skins', memberCount: 8, role: 'admin', hasActiveTournament: true },
      { id: 5, name: 'Office Pool', memberCount: 1, role: 'member', hasActiveTournament: false },
    ],
  },
  urgentActions: [
    {
      priority: 'critical',
      tournament: { id: 20, name: 'Links Championship' },
      group: { id: 3, name: 'Sunday Skins' },
      hoursUntil: 0.5,
      deadline: inHours(0.5),
      hasEntry: false,
    },
    {
      priority: 'high',
      tournament: { id: 21, name: 'Desert Classic' },
      group: { id: 5, name: 'Office Pool' },
      hoursUntil: 5,
      deadline: inHours(5),
      hasEntry: true,
    },
  ],
  liveTournaments: [
    {
      tournament: tournament(10, 'The Fairway Open', 'active'),
      group: { id: 3, name: 'Sunday Skins' },
      entries: 2,
    },
  ],
  upcomingTournaments: [
    {
      tournament: tournament(20, 'Links Championship', 'upcoming'),
      group: { id: 3, name: 'Sunday Skins' },
      entries: 0,
    },
  ],
  summary: { totalGroups: 2, activeEntries: 2, urgentDeadlines: 1 },
};

export const EMPTY: DashboardResponse = {
  ...DASHBOARD,
  user: { ...DASHBOARD.user, groups: [] },
  urgentActions: [],
  liveTournaments: [],
  upcomingTournaments: [],
  summary: { totalGroups: 0, activeEntries: 0, urgentDeadlines: 0 },
};

export function renderDashboard() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<DashboardPage />} />
          <Route path="/groups/:groupId" element={<p>Group page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

export const region = (name: string) => screen.getByRole('region', { name });
