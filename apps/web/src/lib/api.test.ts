import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage } from './api';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );

describe('the API client', () => {
  it('throws "HTTP error! status: {code}" for a failure without the server\'s error field', async () => {
    answer(502, '<html>Bad gateway</html>');
    const failure = await api.get('/api/anything', { auth: false }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('HTTP error! status: 502');
    // Screens then show their own words rather than the bare status.
    expect(errorMessage(failure, 'Failed to fetch groups')).toBe('Failed to fetch groups');
  });

  it("throws the server's error field when there is one", async () => {
    answer(409, JSON.stringify({ error: 'Already taken' }));
    const failure = await api.get('/api/anything', { auth: false }).catch((e: unknown) => e);
    expect((failure as ApiError).message).toBe('Already taken');
    expect(errorMessage(failure, 'fallback')).toBe('Already taken');
  });
});
