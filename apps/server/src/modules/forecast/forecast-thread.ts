import { Worker } from 'node:worker_threads';
import type { EngineRequest, EngineResult } from './engine';

interface Pending {
  resolve: (result: EngineResult) => void;
  reject: (error: Error) => void;
}

/**
 * The forecast's worker thread, started on first use and started again if it dies. From the
 * TypeScript sources (tests, `npm run dev`) it loads through tsx; from the build, the bundled
 * forecast-worker.js beside the server's own files (apps/server/build.mjs).
 */
export class ForecastThread {
  #worker: Worker | undefined;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;

  run<R extends EngineResult>(request: EngineRequest): Promise<R> {
    const worker = this.#worker ?? this.#start();
    const id = (this.#nextId += 1);
    return new Promise<R>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      worker.postMessage({ id, request });
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
    this.#failAll(new Error('The forecast thread was stopped'));
  }

  #start(): Worker {
    const worker = import.meta.url.endsWith('.ts')
      ? new Worker(new URL('./forecast-worker-source.mjs', import.meta.url))
      : new Worker(new URL('./forecast-worker.js', import.meta.url));
    // Waiting on a forecast must not keep a stopping process alive.
    worker.unref();
    worker.on(
      'message',
      (
        message: { id: number } & (
          { ok: true; result: EngineResult } | { ok: false; error: string }
        ),
      ) => {
        const pending = this.#pending.get(message.id);
        this.#pending.delete(message.id);
        if (!pending) return;
        if (message.ok) pending.resolve(message.result);
        else pending.reject(new Error(message.error));
      },
    );
    const lost = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      this.#failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The forecast thread exited (${code})`)));
    this.#worker = worker;
    return worker;
  }

  #failAll(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
