import { Worker } from 'node:worker_threads';
import { busy } from '../../lib/domain-errors';
import type { EngineRequest, EngineResult } from './engine';
import { FairQueue, type QueuedJob } from './fair-queue';

export interface ForecastThreadLimits {
  /** Jobs waiting in all; past it a request is refused at once (503), never made to wait long. */
  queueMax: number;
  /** Jobs one group may have waiting: a group asking for a lot cannot fill the queue alone. */
  groupMax: number;
  /** Far longer than any one job takes (docs/performance.md, "2026-11-26"): stuck. */
  stuckMs: number;
}

const DEFAULT_LIMITS: ForecastThreadLimits = { queueMax: 32, groupMax: 4, stuckMs: 30_000 };

export const FORECAST_BUSY_MESSAGE = 'Forecasts are busy right now. Please try again in a moment.';
const BUSY_RETRY_AFTER_S = 5;

/** A forecast waiting for the thread gave way to a newer one of the same group. */
export class ForecastSuperseded extends Error {
  constructor() {
    super('A newer forecast of the group replaced this one');
  }
}

interface Running {
  job: QueuedJob<EngineResult>;
  worker: Worker;
  timer: NodeJS.Timeout;
}

/**
 * The forecast's worker thread, started on first use and started again if it dies or gets
 * stuck. It is given one job at a time from a bounded queue that is fair between groups (each
 * group's jobs take turns) and serves forecasts (the live chances) before rooting lists; the
 * stuck timer runs from when the thread starts a job. From the TypeScript sources (tests,
 * `npm run dev`) it loads through tsx; from the build, the bundled forecast-worker.js beside
 * the server's own files (apps/server/build.mjs).
 */
export class ForecastThread {
  readonly #limits: ForecastThreadLimits;
  readonly #queue = new FairQueue<EngineResult>();
  #worker: Worker | undefined;
  #running: Running | undefined;
  #closed = false;
  /** Jobs answered, by kind (tests show what was worked out again and what was not). */
  readonly answered: Record<EngineRequest['kind'], number> = { forecast: 0, rooting: 0 };

  constructor(limits: Partial<ForecastThreadLimits> = {}) {
    this.#limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /**
   * Runs `request` for `group` when its turn comes. A forecast replaces the group's forecast
   * still waiting (that one fails with ForecastSuperseded); past the queue's bounds the request
   * fails at once with a 503 (a DomainError of kind 'busy').
   */
  run<R extends EngineResult>(request: EngineRequest, group: string): Promise<R> {
    if (this.#closed) return Promise.reject(new Error('The forecast thread is stopped'));
    if (request.kind === 'forecast')
      this.#queue.takeWaiting(group, 'forecast')?.reject(new ForecastSuperseded());
    if (
      this.#queue.size >= this.#limits.queueMax ||
      this.#queue.sizeOf(group) >= this.#limits.groupMax
    )
      return Promise.reject(busy(FORECAST_BUSY_MESSAGE, BUSY_RETRY_AFTER_S));
    return new Promise<R>((resolve, reject) => {
      this.#queue.add(group, request.kind, {
        request,
        resolve: resolve as (result: EngineResult) => void,
        reject,
      });
      this.#next();
    });
  }

  /** Jobs waiting for the thread (not counting the one it is working on). */
  get waiting(): number {
    return this.#queue.size;
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.drain()) job.reject(new Error('The forecast thread was stopped'));
    const worker = this.#worker;
    this.#worker = undefined;
    if (!worker) return;
    this.#lose(worker, new Error('The forecast thread was stopped'));
    await worker.terminate();
  }

  /** Gives the thread its next job, when it is free and one is waiting. */
  #next(): void {
    if (this.#running || this.#closed) return;
    const job = this.#queue.next(['forecast', 'rooting']);
    if (!job) return;
    const worker = this.#worker ?? this.#start();
    const timer = setTimeout(() => {
      this.#lose(worker, new Error('The forecast thread did not answer'));
      void worker.terminate();
    }, this.#limits.stuckMs);
    timer.unref();
    this.#running = { job, worker, timer };
    worker.postMessage({ request: job.request });
  }

  #start(): Worker {
    const worker = import.meta.url.endsWith('.ts')
      ? new Worker(new URL('./forecast-worker-source.mjs', import.meta.url))
      : new Worker(new URL('./forecast-worker.js', import.meta.url));
    // Waiting on a forecast must not keep a stopping process alive.
    worker.unref();
    worker.on(
      'message',
      (message: { ok: true; result: EngineResult } | { ok: false; error: string }) => {
        const running = this.#running;
        if (running?.worker !== worker) return;
        this.#running = undefined;
        clearTimeout(running.timer);
        this.answered[running.job.request.kind] += 1;
        if (message.ok) running.job.resolve(message.result);
        else running.job.reject(new Error(message.error));
        this.#next();
      },
    );
    worker.on('error', (error) => this.#lose(worker, error));
    worker.on('exit', (code) =>
      this.#lose(worker, new Error(`The forecast thread exited (${code})`)),
    );
    this.#worker = worker;
    return worker;
  }

  /** A worker that died, got stuck or was stopped: its job fails, the next starts a new one. */
  #lose(worker: Worker, error: Error): void {
    if (this.#worker === worker) this.#worker = undefined;
    const running = this.#running;
    if (running?.worker === worker) {
      this.#running = undefined;
      clearTimeout(running.timer);
      running.job.reject(error);
    }
    this.#next();
  }
}
