import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { SoleLeader } from '../../db/leader-lock';
import { mailOutbox } from '../../db/schema';
import { capturedLog } from '../../../test/captured-log';
import { registerUser, useTestApp } from '../../../test/helpers';
import { AccountMail } from '../auth';
import { MailDelivery } from './delivery';
import { createMailTransport } from './transport';

const ctx = useTestApp({ season: false, mail: true });

const outboxOf = (recipient: string) =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
/** The newest row of a kind: sent rows no longer carry their address. */
const newestOutbox = async (kind: string) =>
  (
    await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, kind))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
  )[0];
const outboxSize = async () => (await ctx.database.db.select().from(mailOutbox)).length;

describe('mail delivery', () => {
  it('retries a mail the server refuses for the moment (451), with backoff, until it is accepted', async () => {
    const attemptsBefore = ctx.mail.attempts;
    ctx.mail.refuseNext(2);
    const { user } = await registerUser(ctx.app);
    const mail = await ctx.mail.waitFor(user.email);
    expect(mail.subject).toBe('Confirm your email for Fairway');
    expect(ctx.mail.attempts - attemptsBefore).toBe(3);
    await vi.waitFor(async () => {
      const row = await newestOutbox('verify-email');
      expect(row).toMatchObject({
        attempts: 3,
        lastError: expect.stringMatching(/^451 /),
        // Sent: only the record stays, without the address or the bodies.
        recipient: '',
        textBody: null,
        htmlBody: null,
      });
      expect(row!.sentAt).not.toBeNull();
    });
  });

  it('queues mail only with the change that causes it: a refused registration sends nothing', async () => {
    const { user } = await registerUser(ctx.app);
    await ctx.mail.waitFor(user.email);
    const before = await outboxSize();
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Twice', email: user.email, password: 'long-enough-pw' },
    });
    expect(again.statusCode).toBe(409);
    expect(await outboxSize()).toBe(before);
  });

  it('sends what was queued while no sender ran (a crash, a restart), and logs no address', async () => {
    const { log, lines } = capturedLog();
    // A second sender on the same outbox, as a restarted instance would be.
    const transport = await createMailTransport(ctx.config);
    const later = new MailDelivery(ctx.database, transport, new SoleLeader(), log, ctx.clock, {
      pollMs: 60_000,
    });
    await ctx.app.services.mailDelivery.stop();
    try {
      const { user } = await registerUser(ctx.app);
      const [queued] = await outboxOf(user.email);
      expect(queued).toMatchObject({ sentAt: null, attempts: 0 });
      expect(await later.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      await ctx.mail.waitFor(user.email);
      const sentLine = lines.find((line) => line.msg === 'mail sent');
      expect(sentLine).toMatchObject({ kind: 'verify-email', attempts: 1 });
      expect(JSON.stringify(lines)).not.toContain(user.email);
    } finally {
      await ctx.app.services.mailDelivery.start();
    }
  });

  it('prints mail, links included, beside the log when no SMTP server is configured', async () => {
    const { log } = capturedLog();
    const printed: string[] = [];
    const config = loadConfig({ NODE_ENV: 'development', PORT: '3999' });
    expect(config.mail.mode).toBe('log');
    const transport = await createMailTransport(config, (text) => printed.push(text));
    const printer = new MailDelivery(ctx.database, transport, new SoleLeader(), log, ctx.clock);
    await ctx.app.services.mailDelivery.stop();
    try {
      await ctx.database.db.transaction((tx) =>
        new AccountMail(config).resetPassword(
          tx,
          { email: 'dev@example.com', name: 'Dev', emailVerifiedAt: new Date() },
          { token: 'abc123', expiresAt: new Date(ctx.clock.now().getTime() + 3_600_000) },
        ),
      );
      await printer.deliverDue();
    } finally {
      await ctx.app.services.mailDelivery.start();
    }
    const [mail] = printed.filter((text) => text.includes('Subject: Reset your'));
    // Unlike the log, which hides addresses and tokens, this is for following the link.
    expect(mail).toContain('To: dev@example.com');
    expect(mail).toContain('http://localhost:3999/reset-password?token=abc123');
  });

  it('queues nothing with MAIL=off', async () => {
    const off = new AccountMail(loadConfig({ MAIL: 'off' }));
    expect(off.enabled).toBe(false);
    await ctx.database.db.transaction((tx) =>
      off.passwordChanged(tx, { email: 'off@example.com', name: 'Off', emailVerifiedAt: null }),
    );
    expect(await outboxOf('off@example.com')).toHaveLength(0);
  });
});
