import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SKIP_BODY = fileURLToPath(new URL('./skip-body.cjs', import.meta.url));
export const LOAD_SETTINGS = { connections: CONNECTIONS, durationSeconds: DURATION_S };

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  megabytesPerSecond: number;
}

/** autocannon against one URL, after a short warm-up that fills caches and lets the JIT settle. */
export async function measureLoad(
  name: string,
  url: string,
  headers: Record<string, string>,
  request: Partial<{ method: 'POST'; body: string; setupRequest: string }> = {},
): Promise<LoadResult> {
  // One worker thread generates the load, so the server's event loop (the main thread) is not
  // also the load generator's: on two cores each gets one. A setupRequest (a file the worker
  // loads) varies each request; skip-body.cjs stops the worker from keeping each body as a
  // string, which capped large bodies at about 90 MB/s (see the file).
  const { setupRequest, ...plain } = request;
  const options = {
    url,
    connections: CONNECTIONS,
    headers,
    workers: 1,
    // With workers autocannon takes a file to require, which its types do not know.
    setupClient: SKIP_BODY as unknown as autocannon.Options['setupClient'],
    ...plain,
    ...(setupRequest && { requests: [{ ...plain, setupRequest }] }),
  };
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    megabytesPerSecond: Math.round(result.throughput.average / 1e5) / 10,
  };
}
