import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { LeaderLock } from '../../db/leader-lock';
import { mailOutbox } from '../../db/schema';
import { MAIL_CHANNEL } from './outbox';
import type { MailTransport } from './transport';

export interface MailDeliveryOptions {
  /** How often the outbox is looked at without a wake-up (a missed notification, a retry due). */
  pollMs?: number;
  /** The first retry waits this long; each further one twice as long, up to `maxRetryMs`. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** How long an instance holds mail it is sending before another may try it. */
  leaseMs?: number;
  /** Sent mail is kept (without its bodies) this long, for the record. */
  keepSentMs?: number;
}

const BATCH = 20;
const DAY_MS = 86_400_000;

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends the outbox: one instance at a time (a leader lock of its own), woken at once by the
 * commit that queued a mail and otherwise every `pollMs`. A failed send is retried with
 * backoff for as long as it takes: mail is delayed, never lost. Each mail is taken under a
 * lease, so even two senders would not send one mail twice while it is being sent.
 */
export class MailDelivery {
  readonly #options: Required<MailDeliveryOptions>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #again = false;
  #started = false;
  #stopListening: (() => Promise<void>) | undefined;
  #lastPurgeMs = 0;

  constructor(
    private readonly database: Database,
    private readonly transport: MailTransport,
    private readonly lock: LeaderLock,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    options: MailDeliveryOptions = {},
  ) {
    this.#options = {
      pollMs: 5_000,
      retryBaseMs: 30_000,
      maxRetryMs: 3_600_000,
      leaseMs: 120_000,
      keepSentMs: 30 * DAY_MS,
      ...options,
    };
  }

  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    this.#stopListening = await this.database.listen(MAIL_CHANNEL, () => this.wake());
    this.wake();
  }

  async stop(): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    clearTimeout(this.#timer);
    await this.#stopListening?.();
    await this.#running;
    await this.lock.release();
  }

  /** Looks at the outbox now (a mail was queued), or right after the pass under way. */
  wake(): void {
    if (!this.#started) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#turn().finally(() => {
      this.#running = undefined;
      if (!this.#started) return;
      if (this.#again) {
        this.#again = false;
        this.wake();
      } else {
        this.#timer = setTimeout(() => this.wake(), this.#options.pollMs);
        this.#timer.unref();
      }
    });
  }

  async #turn(): Promise<void> {
    try {
      if (!(await this.lock.acquire())) return;
      for (;;) {
        const report = await this.deliverDue();
        if (report.sent + report.failed < BATCH) break;
      }
      await this.#purgeOldSentMail();
    } catch (error) {
      // The database is away, say: the next pass tries again.
      this.log.error({ err: error }, 'mail delivery pass failed');
    }
  }

  /** One batch of due mail: taken under a lease, sent one by one, each outcome recorded. */
  async deliverDue(): Promise<DeliveryReport> {
    const { db } = this.database;
    const leaseSeconds = this.#options.leaseMs / 1000;
    const taken = await db
      .update(mailOutbox)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        sql`${mailOutbox.id} IN (
          SELECT id FROM ${mailOutbox}
          WHERE sent_at IS NULL AND next_attempt_at <= now()
            AND (locked_until IS NULL OR locked_until < now())
          ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
      )
      .returning();
    const report: DeliveryReport = { sent: 0, failed: 0 };
    for (const row of taken.sort((a, b) => a.id - b.id)) {
      try {
        await this.transport.send({
          kind: row.kind,
          to: row.recipient,
          subject: row.subject,
          text: row.textBody ?? '',
          html: row.htmlBody ?? '',
          ...(row.unsubscribeUrl && { unsubscribeUrl: row.unsubscribeUrl }),
        });
      } catch (error) {
        report.failed += 1;
        await this.#retryLater(row.id, row.attempts, error);
        continue;
      }
      report.sent += 1;
      // Once sent, only the record stays: the bodies hold single-use links, and the address
      // is the person's (a deleted account's must not linger here).
      await db
        .update(mailOutbox)
        .set({
          sentAt: sql`now()`,
          recipient: '',
          textBody: null,
          htmlBody: null,
          unsubscribeUrl: null,
          lockedUntil: null,
        })
        .where(eq(mailOutbox.id, row.id));
      this.log.info({ mail: row.id, kind: row.kind, attempts: row.attempts }, 'mail sent');
    }
    return report;
  }

  async #retryLater(id: number, attempts: number, error: unknown): Promise<void> {
    const { retryBaseMs, maxRetryMs } = this.#options;
    const delayMs = Math.min(retryBaseMs * 2 ** (attempts - 1), maxRetryMs);
    // The mail server's own words (a status code and text), without the address it refused.
    const reason = mailServerReason(error);
    await this.database.db
      .update(mailOutbox)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        lockedUntil: null,
        lastError: reason,
      })
      .where(eq(mailOutbox.id, id));
    this.log.warn(
      { mail: id, attempts, retryInSeconds: Math.round(delayMs / 1000), reason },
      'mail not sent; it will be retried',
    );
  }

  async #purgeOldSentMail(): Promise<void> {
    if (Date.now() - this.#lastPurgeMs < DAY_MS / 24) return;
    this.#lastPurgeMs = Date.now();
    const keepSeconds = this.#options.keepSentMs / 1000;
    await this.database.db
      .delete(mailOutbox)
      .where(
        and(
          sql`${mailOutbox.sentAt} IS NOT NULL`,
          lt(mailOutbox.sentAt, sql`now() - make_interval(secs => ${keepSeconds})`),
        ),
      );
  }
}

const EMAIL_ADDRESS = /[^\s<>@"']+@[^\s<>@"']+/g;

function mailServerReason(error: unknown): string {
  const { responseCode, message } = error as { responseCode?: number; message?: string };
  const text = (message ?? String(error)).replace(EMAIL_ADDRESS, '<address>').slice(0, 300);
  return responseCode ? `${responseCode} ${text}` : text;
}
