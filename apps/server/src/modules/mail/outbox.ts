import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { OutgoingMail } from './message';

/** The channel that wakes the delivery job; NOTIFY inside a transaction fires at its commit. */
export const MAIL_CHANNEL = 'fairway_mail';

/** A mail as it is queued: with a link that stops working, when it does. */
export interface QueuedMail extends OutgoingMail {
  /** The link's expiry: unsent by then, the mail is useless and is never sent (delivery.ts). */
  expiresAt?: Date;
}

/**
 * Puts a mail in the outbox inside the caller's transaction: it exists if and only if the
 * change that caused it was committed, and the delivery job sends it (retrying while the mail
 * server refuses for the moment and the mail's link still works), so a slow or failing mail
 * server delays mail but loses none it could still deliver.
 */
export async function queueMail(tx: Tx, mail: QueuedMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    unsubscribeUrl: mail.unsubscribeUrl ?? null,
    expiresAt: mail.expiresAt ?? null,
  });
  await tx.execute(sql`SELECT pg_notify(${MAIL_CHANNEL}, '')`);
}

/** Forgets mail to `recipient` not sent yet (an account that is deleted). */
export async function dropUnsentMail(tx: Tx, recipient: string): Promise<void> {
  await tx
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), isNull(mailOutbox.sentAt)));
}
