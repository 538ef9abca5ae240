import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { LeaderLock } from '../../db/leader-lock';
import { mailOutbox } from '../../db/schema';
import type { Clock } from '../../lib/clock';
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
  /** Sent and failed mail keeps its row (without bodies or address) this long, for the record. */
  keepRecordsMs?: number;
}

const BATCH = 20;
const DAY_MS = 86_400_000;

export interface DeliveryReport {
  sent: number;
  /** Not sent this time (the server was away or refused for the moment): tried again later. */
  retrying: number;
  /** Given up on: refused for good, or its link expired before it could go. */
  failed: number;
}

/**
 * A mail done with (sent or failed) keeps only its record: the bodies hold single-use links, and
 * the address is the person's (a deleted account's must not linger here).
 */
const DONE_WITH = {
  recipient: '',
  textBody: null,
  htmlBody: null,
  unsubscribeUrl: null,
  lockedUntil: null,
};

/**
 * Sends the outbox: one instance at a time (a leader lock of its own), woken at once by the
 * commit that queued a mail and otherwise every `pollMs`. A send the mail server refuses for
 * the moment (a 4xx, no connection) is retried with backoff; one it refuses for good (a 5xx to
 * the recipient or the message) is not, nor is a mail whose link expired before it could go:
 * both are marked failed. Each mail is taken under a lease, so even two senders would not send
 * one mail twice while it is being sent. Expiry is judged by the app's clock, the one the
 * links themselves are checked by.
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
    private readonly clock: Clock,
    options: MailDeliveryOptions = {},
  ) {
    this.#options = {
      pollMs: 5_000,
      retryBaseMs: 30_000,
      maxRetryMs: 3_600_000,
      leaseMs: 120_000,
      keepRecordsMs: 30 * DAY_MS,
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
        if (report.sent + report.retrying + report.failed < BATCH) break;
      }
      if (Date.now() - this.#lastPurgeMs >= DAY_MS / 24) {
        this.#lastPurgeMs = Date.now();
        await this.purgeOldRecords();
      }
    } catch (error) {
      // The database is away, say: the next pass tries again.
      this.log.error({ err: error }, 'mail delivery pass failed');
    }
  }

  /**
   * One batch of due mail: expired mail marked failed first, then the rest taken under a lease,
   * sent one by one, each outcome recorded.
   */
  async deliverDue(): Promise<DeliveryReport> {
    const { db } = this.database;
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: await this.#expireStale() };
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
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
            AND (expires_at IS NULL OR expires_at > ${this.clock.now().toISOString()}::timestamptz)
            AND (locked_until IS NULL OR locked_until < now())
          ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
      )
      .returning();
    for (const row of taken.sort((a, b) => a.id - b.id)) {
      // A batch sent to a slow server takes minutes: a link may expire while its mail waits.
      if (row.expiresAt && row.expiresAt <= this.clock.now()) {
        report.failed += 1;
        await this.#giveUp(row.id, 'expired');
        this.#logExpired(row);
        continue;
      }
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
        if (refusedForGood(error)) {
          report.failed += 1;
          const reason = mailServerReason(error);
          await this.#giveUp(row.id, reason);
          this.log.error(
            { mail: row.id, kind: row.kind, attempts: row.attempts, reason },
            'mail refused for good; it will not be retried',
          );
        } else {
          report.retrying += 1;
          await this.#retryLater(row.id, row.attempts, error);
        }
        continue;
      }
      report.sent += 1;
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, ...DONE_WITH })
        .where(eq(mailOutbox.id, row.id));
      this.log.info({ mail: row.id, kind: row.kind, attempts: row.attempts }, 'mail sent');
    }
    return report;
  }

  /** Unsent mail whose link has expired, not being sent right now: failed, never sent. */
  async #expireStale(): Promise<number> {
    const expired = await this.database.db
      .update(mailOutbox)
      .set({ failedAt: sql`now()`, lastError: 'expired', ...DONE_WITH })
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.expiresAt, this.clock.now()),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .returning({ id: mailOutbox.id, kind: mailOutbox.kind });
    for (const row of expired) this.#logExpired(row);
    return expired.length;
  }

  #logExpired(row: { id: number; kind: string }): void {
    this.log.warn({ mail: row.id, kind: row.kind }, 'mail expired unsent; it will not be sent');
  }

  async #giveUp(id: number, reason: string): Promise<void> {
    await this.database.db
      .update(mailOutbox)
      .set({ failedAt: sql`now()`, lastError: reason, ...DONE_WITH })
      .where(eq(mailOutbox.id, id));
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

  /** Sent and failed mail past `keepRecordsMs` goes; mail still waiting to be sent stays. */
  async purgeOldRecords(): Promise<void> {
    const keepUntil = sql`now() - make_interval(secs => ${this.#options.keepRecordsMs / 1000})`;
    await this.database.db
      .delete(mailOutbox)
      .where(or(lt(mailOutbox.sentAt, keepUntil), lt(mailOutbox.failedAt, keepUntil)));
  }
}

/**
 * A 5xx the server answered this recipient (RCPT TO) or this message (DATA) with: sending it
 * again gets the same answer. A 5xx to the sign-in (AUTH) or to Fairway's sender address
 * (MAIL FROM) is about the server's settings instead: once they are fixed, the mail can go, so
 * it is retried like a 4xx or a lost connection.
 */
function refusedForGood(error: unknown): boolean {
  const { responseCode, command } = error as { responseCode?: number; command?: string };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (command === 'RCPT TO' || command === 'DATA')
  );
}

const EMAIL_ADDRESS = /[^\s<>@"']+@[^\s<>@"']+/g;

function mailServerReason(error: unknown): string {
  const { responseCode, message } = error as { responseCode?: number; message?: string };
  const text = (message ?? String(error)).replace(EMAIL_ADDRESS, '<address>').slice(0, 300);
  return responseCode ? `${responseCode} ${text}` : text;
}
