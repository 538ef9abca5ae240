import { parentPort } from 'node:worker_threads';
import { ForecastEngine, type EngineRequest } from './engine';

/**
 * The forecast's thread (forecast-thread.ts starts it): simulating 10,000 finishes and scoring
 * thousands of entries against them takes up to a couple of seconds, which the request thread
 * must never spend. One request at a time, in the order sent.
 */
const engine = new ForecastEngine();
parentPort!.on('message', ({ id, request }: { id: number; request: EngineRequest }) => {
  try {
    parentPort!.postMessage({ id, ok: true, result: engine.handle(request) });
  } catch (error) {
    parentPort!.postMessage({ id, ok: false, error: String((error as Error)?.stack ?? error) });
  }
});
