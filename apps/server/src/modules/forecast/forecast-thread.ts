import { Worker } from 'node:worker_threads';
import type { EngineRequest, EngineResult } from './engine';

interface Pending {
  resolve: (result: EngineResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** Longer than any forecast takes (a 5,000-entry group's is under a second): the thread is stuck. */
const STUCK_MS = 30_000;

/**
 * The forecast's worker thread, started on first use and started again if it dies or gets
 * stuck. From the TypeScript sources (tests, `npm run dev`) it loads through tsx; from the
 * build, the bundled forecast-worker.js beside the server's own files (apps/server/build.mjs).
 */
export class ForecastThread {
  #worker: Worker | undefined;
  /** Each worker's requests not yet answered: a dead worker fails its own, not its successor's. */
  readonly #pending = new Map<Worker, Map<number, Pending>>();
  #nextId = 0;
  #closed = false;

  run<R extends EngineResult>(request: EngineRequest): Promise<R> {
    if (this.#closed) return Promise.reject(new Error('The forecast thread is stopped'));
    const worker = this.#worker ?? this.#start();
    const pending = this.#pending.get(worker)!;
    const id = (this.#nextId += 1);
    return new Promise<R>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#lose(worker, new Error('The forecast thread did not answer'));
        void worker.terminate();
      }, STUCK_MS);
      timer.unref();
      pending.set(id, { resolve: resolve as Pending['resolve'], reject, timer });
      worker.postMessage({ id, request });
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = undefined;
    if (!worker) return;
    this.#lose(worker, new Error('The forecast thread was stopped'));
    await worker.terminate();
  }

  #start(): Worker {
    const worker = import.meta.url.endsWith('.ts')
      ? new Worker(new URL('./forecast-worker-source.mjs', import.meta.url))
      : new Worker(new URL('./forecast-worker.js', import.meta.url));
    // Waiting on a forecast must not keep a stopping process alive.
    worker.unref();
    this.#pending.set(worker, new Map());
    worker.on(
      'message',
      (
        message: { id: number } & (
          { ok: true; result: EngineResult } | { ok: false; error: string }
        ),
      ) => {
        const pending = this.#pending.get(worker)?.get(message.id);
        if (!pending) return;
        this.#pending.get(worker)!.delete(message.id);
        clearTimeout(pending.timer);
        if (message.ok) pending.resolve(message.result);
        else pending.reject(new Error(message.error));
      },
    );
    worker.on('error', (error) => this.#lose(worker, error));
    worker.on('exit', (code) =>
      this.#lose(worker, new Error(`The forecast thread exited (${code})`)),
    );
    this.#worker = worker;
    return worker;
  }

  /** A worker that died, got stuck or was stopped: its requests fail, the next run starts anew. */
  #lose(worker: Worker, error: Error): void {
    if (this.#worker === worker) this.#worker = undefined;
    const pending = this.#pending.get(worker);
    this.#pending.delete(worker);
    for (const { reject, timer } of pending?.values() ?? []) {
      clearTimeout(timer);
      reject(error);
    }
  }
}
