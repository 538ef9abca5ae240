import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { SoleLeader } from '../../db/leader-lock';
import { accountTokens, mailOutbox } from '../../db/schema';
import { capturedLog } from '../../../test/captured-log';
import { registerUser, useTestApp, type TestUser } from '../../../test/helpers';
import { MailDelivery } from './delivery';
import { createMailTransport, type MailTransport } from './transport';

/**
 * Mail that cannot be delivered: refused for good by the real SMTP server started for this
 * file, or past its link's expiry. Each test stops the app's own sender and drives a second
 * one on the same outbox, so every attempt is counted.
 */
const ctx = useTestApp({ season: false, mail: true });

const DAY_MS = 86_400_000;

const unsentMail = () =>
  ctx.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));

/** A sender of the test's own, with a log the test reads; the app's sender is stopped meanwhile. */
async function withOwnSender(
  test: (sender: MailDelivery, lines: Record<string, unknown>[]) => Promise<void>,
  transport?: MailTransport,
) {
  const { log, lines } = capturedLog();
  const sender = new MailDelivery(
    ctx.database,
    transport ?? (await createMailTransport(ctx.config)),
    new SoleLeader(),
    log,
    ctx.clock,
    { retryBaseMs: 200, maxRetryMs: 1_000 },
  );
  await ctx.app.services.mailDelivery.stop();
  try {
    await test(sender, lines);
  } finally {
    await ctx.app.services.mailDelivery.start();
    // What the test left waiting goes now, so the next test's sender finds only its own mail.
    await vi.waitFor(async () => expect(await unsentMail()).toEqual([]));
  }
}

/** The verification mail queued for a new registrant (sent rows no longer carry the address). */
async function verificationRowOf(player: TestUser) {
  const [row] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, player.user.email), eq(mailOutbox.kind, 'verify-email')));
  return row!;
}

const rowById = async (id: number) =>
  (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

const GIVEN_UP = { recipient: '', textBody: null, htmlBody: null, lockedUntil: null };

describe('mail that cannot be delivered', () => {
  it('gives up at once on a mail refused for good (550): tried once, marked failed, never again', async () => {
    await withOwnSender(async (sender, lines) => {
      const player = await registerUser(ctx.app);
      const { id } = await verificationRowOf(player);
      const attemptsBefore = ctx.mail.attempts;
      ctx.mail.refuseNext(1, 550);
      expect(await sender.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
      expect(await rowById(id)).toMatchObject({
        ...GIVEN_UP,
        attempts: 1,
        sentAt: null,
        failedAt: expect.any(Date),
        lastError: expect.stringMatching(/^550 /),
      });
      // Later passes leave it alone: the server is not asked again.
      await sender.deliverDue();
      await sender.deliverDue();
      expect(ctx.mail.attempts - attemptsBefore).toBe(1);
      expect((await rowById(id)).attempts).toBe(1);
      expect(ctx.mail.to(player.user.email)).toEqual([]);
      const logged = lines.filter((line) => line.mail === id);
      expect(logged).toEqual([
        expect.objectContaining({
          level: 50,
          msg: 'mail refused for good; it will not be retried',
        }),
      ]);
      expect(JSON.stringify(lines)).not.toContain(player.user.email);
    });
  });

  it('retries a mail the server refused us for (a wrong SMTP password, 535), and sends it once the settings are right', async () => {
    const wrongPassword = new URL(ctx.mail.url);
    wrongPassword.password = 'not-the-password';
    const transport = await createMailTransport({
      ...ctx.config,
      mail: { ...ctx.config.mail, smtpUrl: wrongPassword.href },
    });
    let player!: TestUser;
    let id = 0;
    await withOwnSender(async (sender) => {
      player = await registerUser(ctx.app);
      id = (await verificationRowOf(player)).id;
      expect(await sender.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(await rowById(id)).toMatchObject({
        failedAt: null,
        sentAt: null,
        lastError: expect.stringMatching(/^535 /),
      });
    }, transport);
    // The app's own sender has the right password: the waiting mail goes.
    await ctx.mail.waitFor(player.user.email);
    await vi.waitFor(async () => expect((await rowById(id)).sentAt).not.toBeNull());
  });

  it('queues a link mail to expire with its link', async () => {
    await withOwnSender(async () => {
      const player = await registerUser(ctx.app);
      const [token] = await ctx.database.db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.userId, player.user.id));
      expect((await verificationRowOf(player)).expiresAt).toEqual(token!.expiresAt);
      expect(token!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(DAY_MS);

      const forgot = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: player.user.email },
      });
      expect(forgot.statusCode).toBe(202);
      await vi.waitFor(async () => {
        const [reset] = await ctx.database.db
          .select()
          .from(mailOutbox)
          .where(
            and(eq(mailOutbox.recipient, player.user.email), eq(mailOutbox.kind, 'reset-password')),
          );
        expect(reset?.expiresAt?.getTime()).toBe(ctx.clock.now().getTime() + 3_600_000);
      });
    });
  });

  it('never sends a mail whose link has expired: it is marked failed, "expired"', async () => {
    await withOwnSender(async (sender, lines) => {
      const player = await registerUser(ctx.app);
      const { id } = await verificationRowOf(player);
      const attemptsBefore = ctx.mail.attempts;
      ctx.clock.advance(DAY_MS);
      try {
        expect(await sender.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
      } finally {
        ctx.clock.advance(-DAY_MS);
      }
      expect(await rowById(id)).toMatchObject({
        ...GIVEN_UP,
        attempts: 0,
        sentAt: null,
        failedAt: expect.any(Date),
        lastError: 'expired',
      });
      await sender.deliverDue();
      expect(ctx.mail.attempts).toBe(attemptsBefore);
      expect(lines.filter((line) => line.mail === id)).toEqual([
        expect.objectContaining({ level: 40, msg: 'mail expired unsent; it will not be sent' }),
      ]);
    });
  });

  it('does not send a mail whose link expires while it waits behind a slow send', async () => {
    const smtp = await createMailTransport(ctx.config);
    // A send that takes a day: whatever waits behind it in the batch finds its link expired.
    const slow: MailTransport = {
      send: async (mail) => {
        await smtp.send(mail);
        ctx.clock.advance(DAY_MS);
      },
    };
    const advancedBefore = ctx.clock.now().getTime();
    await withOwnSender(async (sender) => {
      try {
        const first = await registerUser(ctx.app);
        const second = await registerUser(ctx.app);
        const secondRow = await verificationRowOf(second);
        expect(await sender.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 1 });
        await ctx.mail.waitFor(first.user.email);
        expect(await rowById(secondRow.id)).toMatchObject({ ...GIVEN_UP, lastError: 'expired' });
        expect(ctx.mail.to(second.user.email)).toEqual([]);
      } finally {
        ctx.clock.advance(advancedBefore - ctx.clock.now().getTime());
      }
    }, slow);
  });

  it('purges sent, failed and expired mail after 30 days, and keeps recent and unsent mail', async () => {
    const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
    const row = { kind: 'purge-check', subject: 'Purge check' };
    const done = { ...row, recipient: '', textBody: null, htmlBody: null };
    const waiting = { ...row, recipient: 'waiting@example.com', textBody: 'x', htmlBody: 'x' };
    const inserted = await ctx.database.db
      .insert(mailOutbox)
      .values([
        { ...done, subject: 'old sent', sentAt: ago(31) },
        { ...done, subject: 'old refused', failedAt: ago(31), lastError: '550 No such user' },
        { ...done, subject: 'old expired', failedAt: ago(31), lastError: 'expired' },
        { ...done, subject: 'recent sent', sentAt: ago(29) },
        { ...done, subject: 'recent refused', failedAt: ago(29), lastError: '550 No such user' },
        // Unsent, however old: still being retried (a 4xx), so it stays.
        { ...waiting, subject: 'old waiting', createdAt: ago(40), nextAttemptAt: ago(-1) },
      ])
      .returning({ id: mailOutbox.id });
    // The app's sender keeps running: it leaves the waiting mail alone until tomorrow.
    const { log } = capturedLog();
    const sender = new MailDelivery(
      ctx.database,
      await createMailTransport(ctx.config),
      new SoleLeader(),
      log,
      ctx.clock,
    );
    await sender.purgeOldRecords();
    const left = await ctx.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          inserted.map((insertedRow) => insertedRow.id),
        ),
      );
    expect(left.map((kept) => kept.subject).sort()).toEqual([
      'old waiting',
      'recent refused',
      'recent sent',
    ]);
    await ctx.database.db.delete(mailOutbox).where(eq(mailOutbox.kind, 'purge-check'));
  });
});
