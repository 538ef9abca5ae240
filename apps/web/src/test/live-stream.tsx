import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { TOKEN_STORAGE_KEY } from '../lib/auth/token';

/**
 * Test helpers for what a group's live stream reaches (the chat, lib/live): a signed-in user, a
 * fake server and an event stream the test writes to.
 */

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
export const TOKEN = `${encode({ alg: 'HS256' })}.${encode({ user_id: 4, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
export const ME = {
  id: 4,
  name: 'Nelly Korda',
  email: 'n@example.com',
  created_at: '2026-01-01T00:00:00Z',
};

type Reply = { status?: number; body: unknown } | ((init: RequestInit | undefined) => Response);

const encoder = new TextEncoder();

/** An event stream the test writes to; it ends with an abort like a real one. */
export function liveStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    respond(init: RequestInit | undefined) {
      init?.signal?.addEventListener('abort', () => {
        try {
          controller.error(new DOMException('Aborted', 'AbortError'));
        } catch {
          // Already closed.
        }
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    },
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    /** The server ends the stream (it restarted, or a proxy timed the connection out). */
    end() {
      controller.close();
    },
  };
}

/** Answers fetch by "METHOD path"; anything unexpected is a 404 so a wrong URL shows up. */
export function fakeServer(replies: Record<string, Reply>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies[`${method} ${path}`] ?? replies[path];
    if (typeof reply === 'function') return reply(init);
    const { status = 200, body } = reply ?? { status: 404, body: { error: `No stub for ${path}` } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** Renders as the signed-in user ME (the stored token is verified through /api/auth/me). */
export function renderSignedIn(ui: ReactElement) {
  localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
