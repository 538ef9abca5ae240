import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

export type Reply = { status?: number; body?: unknown };
/**
 * Keyed "METHOD /path"; a function answers each call afresh (e.g. a list that shrinks), and may
 * take its time (a slow network).
 */
export type ApiStubs = Record<string, Reply | (() => Reply | Promise<Reply>)>;

/** Answers fetch by method and path; anything unexpected is a 404 so a wrong call shows up. */
export function stubApi(stubs: ApiStubs) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url.replace(/^https?:\/\/[^/]+/, '')}`;
    const stub = stubs[key];
    const reply = (typeof stub === 'function' ? await stub() : stub) ?? {
      status: 404,
      body: { error: `No stub for ${key}` },
    };
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The "METHOD /path" of every call made so far. */
export const callsMade = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

/** The JSON body of the last call made with this method and path. */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  const call = fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );
  const init = call.at(-1)?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Where the app is now (the probe renders the router's current path). */
export const currentPath = () => screen.getByTestId('location').textContent;

/** Renders one page at its route pattern; any other path renders nothing, so navigation shows. */
export function renderRoute(
  pattern: string,
  path: string,
  page: ReactElement,
  { strict = false } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  // The query client too, for a test that changes data under a page (as a live event would).
  return Object.assign(render(strict ? <StrictMode>{tree}</StrictMode> : tree), { client });
}
