import { parentPort } from 'node:worker_threads';
import { ForecastEngine, type EngineRequest } from './engine';

/**
 * The forecast's thread (forecast-thread.ts starts it): simulating 10,000 finishes and scoring
 * thousands of entries against them takes up to a couple of seconds, which the request thread
 * must never spend. It is given one request at a time and answers each before the next.
 */
const engine = new ForecastEngine();
parentPort!.on('message', ({ request }: { request: EngineRequest }) => {
  try {
    parentPort!.postMessage({ ok: true, result: engine.handle(request) });
  } catch (error) {
    parentPort!.postMessage({ ok: false, error: String((error as Error)?.stack ?? error) });
  }
});
