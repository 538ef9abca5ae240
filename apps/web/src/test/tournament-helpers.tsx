import type { TournamentSummary } from '@fairway/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Test helpers shared by the public tournament screens (schedule and leaderboard). */

export function tournament(overrides: Partial<TournamentSummary> = {}): TournamentSummary {
  return {
    id: 1,
    name: 'The Fairway Open',
    location: 'Pebble Beach, CA',
    status: 'active',
    round: 2,
    par: 72,
    startDate: '2026-06-11',
    endDate: '2026-06-14',
    firstTeeTime: '2026-06-11T11:00:00.000Z',
    tiersAssigned: true,
    fieldSize: 156,
    ...overrides,
  };
}

type Reply = { status?: number; body: unknown };

/** Answers fetch by path (query string included); anything unexpected is a 404 so a wrong URL shows up. */
export function stubFetch(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const reply = replies[path] ?? { status: 404, body: { error: `No stub for ${path}` } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderAt(path: string, page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}
