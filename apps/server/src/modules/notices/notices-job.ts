import type { FastifyBaseLogger } from 'fastify';

/** Something that sends the notices now due: the deadline reminders, the results. */
export interface DueNotices {
  runDue(): Promise<number>;
}

/** How often the reminders are looked for: well inside the last hour's reminder window. */
export const NOTICES_CHECK_MS = 60_000;

const failureMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends the due notices (reminders, then results) every minute on every instance: each notice's
 * key makes a second instance's run a no-op, so no leader is needed. `runNow` lets the test
 * clock hook run them at once after moving time.
 */
export class NoticesJob {
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    private readonly sources: readonly DueNotices[],
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = NOTICES_CHECK_MS,
  ) {}

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.runNow(), this.intervalMs);
    this.#timer.unref();
  }

  /** One run (joins a run already under way); failures are logged, never thrown. */
  runNow(): Promise<unknown> {
    this.#running ??= this.#runAll()
      .catch((error: unknown) => this.log.error(`notices: ${failureMessage(error)}`))
      .finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #runAll(): Promise<void> {
    for (const source of this.sources) await source.runDue();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
