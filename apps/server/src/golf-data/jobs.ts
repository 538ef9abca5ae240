import type { FastifyBaseLogger } from 'fastify';
import type { GolfDataSync } from './sync';

/**
 * Refreshes live tournaments every `intervalSeconds`. One refresh runs at a time; a failed
 * refresh is logged and retried on the next tick, never crashing the server.
 */
export function startLiveUpdates(
  sync: GolfDataSync,
  intervalSeconds: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = sync
      .refreshLive()
      .then((ids) => {
        if (ids.length > 0) log.debug({ tournaments: ids }, 'leaderboards refreshed');
      })
      .catch((error: unknown) => log.error({ err: error }, 'leaderboard refresh failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
