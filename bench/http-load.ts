import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SKIP_BODY = fileURLToPath(new URL('./skip-body.cjs', import.meta.url));
const LOAD_PROCESS = fileURLToPath(new URL('./load-process.cjs', import.meta.url));
export const LOAD_SETTINGS = { connections: CONNECTIONS, durationSeconds: DURATION_S };

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  megabytesPerSecond: number;
}

/**
 * autocannon against one URL from its own process (load-process.cjs), after a short warm-up
 * that fills caches and lets the JIT settle. A setupRequest (a file the load process requires)
 * varies each request; skip-body.cjs stops autocannon from keeping each body as a string, which
 * capped large bodies whatever the server did (see the file).
 */
export async function measureLoad(
  name: string,
  url: string,
  headers: Record<string, string>,
  request: Partial<{ method: 'POST'; body: string; setupRequest: string }> = {},
): Promise<LoadResult> {
  const { setupRequest, ...plain } = request;
  const options = {
    url,
    connections: CONNECTIONS,
    headers,
    duration: DURATION_S,
    warmupSeconds: 3,
    setupClientFile: SKIP_BODY,
    ...(setupRequest && { setupRequestFile: setupRequest }),
    ...plain,
  };
  const { stdout } = await run(process.execPath, [LOAD_PROCESS, JSON.stringify(options)], {
    maxBuffer: 1 << 20,
  });
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as Omit<
    LoadResult,
    'name' | 'megabytesPerSecond'
  > & { bytesPerSecond: number };
  const { bytesPerSecond, ...figures } = result;
  return { name, ...figures, megabytesPerSecond: Math.round(bytesPerSecond / 1e5) / 10 };
}
