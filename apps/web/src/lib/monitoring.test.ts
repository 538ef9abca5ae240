import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from './api';
import type * as Monitoring from './monitoring';

// The SDK itself is exercised for real by the browser journey against a local Sentry stand-in;
// here it is replaced to pin what Fairway asks of it.
const sdk = vi.hoisted(() => {
  const scope = { setTags: vi.fn() };
  return {
    scope,
    init: vi.fn(),
    setUser: vi.fn(),
    captureException: vi.fn(() => 'event-1'),
    captureMessage: vi.fn(() => 'event-2'),
    withScope: vi.fn((run: (s: typeof scope) => unknown) => run(scope)),
    startSpan: vi.fn((_options: unknown, work: () => unknown) => work()),
    browserTracingIntegration: vi.fn(() => 'tracing'),
    replayIntegration: vi.fn(() => 'replay'),
  };
});
vi.mock('./sentry-sdk', () => sdk);

let monitoring: typeof Monitoring;
let api: typeof Api;
beforeEach(async () => {
  vi.resetModules();
  vi.clearAllMocks();
  monitoring = await import('./monitoring');
  api = await import('./api');
});
afterEach(() => vi.unstubAllGlobals());

const respond = (status: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: 'nope' }), { status })),
  );

describe('monitoring', () => {
  it('stays off without settings: nothing is loaded or sent', async () => {
    await monitoring.startMonitoring(null);
    expect(sdk.init).not.toHaveBeenCalled();
    expect(monitoring.reportError(new Error('x'))).toBeNull();
    expect(monitoring.monitoringSettings()).toBeNull();
    respond(500);
    await expect(api.api.get('/api/x')).rejects.toThrow();
    expect(sdk.captureException).not.toHaveBeenCalled();
  });

  it("starts with the DSN, the spec's sample rates and no default personal data", async () => {
    await monitoring.startMonitoring({ dsn: 'https://k@sentry.example/1', environment: 'prod' });
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://k@sentry.example/1',
        environment: 'prod',
        sendDefaultPii: false,
        tracesSampleRate: 0.1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      }),
    );
    expect(sdk.replayIntegration).toHaveBeenCalledWith(
      expect.objectContaining({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    );
    expect(monitoring.monitoringSettings()?.environment).toBe('prod');
  });

  it('tags reports with a user who signed in before reporting started, from the first report', async () => {
    monitoring.identifyUser(7);
    expect(sdk.setUser).not.toHaveBeenCalled();
    await monitoring.startMonitoring({ dsn: 'https://k@sentry.example/1', environment: 'prod' });
    expect(sdk.setUser).toHaveBeenCalledWith({ id: '7' });
    monitoring.identifyUser(null);
    expect(sdk.setUser).toHaveBeenLastCalledWith(null);
  });

  it('reports server faults and unreachable servers with endpoint, status and method, not 4xx', async () => {
    await monitoring.startMonitoring({ dsn: 'https://k@sentry.example/1', environment: 'prod' });
    respond(503);
    await expect(api.api.post('/api/groups/join?code=SECRET', {})).rejects.toThrow();
    expect(sdk.scope.setTags).toHaveBeenCalledWith({
      endpoint: '/api/groups/join',
      status: 503,
      method: 'POST',
    });
    expect(sdk.captureException).toHaveBeenCalledTimes(1);

    respond(404);
    await expect(api.api.get('/api/groups/9')).rejects.toThrow();
    respond(400);
    await expect(api.api.post('/api/auth/login', {})).rejects.toThrow();
    expect(sdk.captureException).toHaveBeenCalledTimes(1);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.api.get('/api/dashboard')).rejects.toThrow('Network error');
    expect(sdk.scope.setTags).toHaveBeenLastCalledWith({
      endpoint: '/api/dashboard',
      status: 0,
      method: 'GET',
    });
  });

  it('identifies the user by id only', async () => {
    await monitoring.startMonitoring({ dsn: 'https://k@sentry.example/1', environment: 'prod' });
    monitoring.identifyUser(7);
    expect(sdk.setUser).toHaveBeenLastCalledWith({ id: '7' });
    monitoring.identifyUser(null);
    expect(sdk.setUser).toHaveBeenLastCalledWith(null);
  });
});
