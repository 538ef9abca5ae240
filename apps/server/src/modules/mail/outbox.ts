import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { OutgoingMail } from './message';

/** The channel that wakes the delivery job; NOTIFY inside a transaction fires at its commit. */
export const MAIL_CHANNEL = 'fairway_mail';

/**
 * Puts a mail in the outbox inside the caller's transaction: it exists if and only if the
 * change that caused it was committed, and the delivery job sends it (retrying as long as it
 * takes), so a slow or failing mail server delays mail but loses none.
 */
export async function queueMail(tx: Tx, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    unsubscribeUrl: mail.unsubscribeUrl ?? null,
  });
  await tx.execute(sql`SELECT pg_notify(${MAIL_CHANNEL}, '')`);
}

/** Forgets mail to `recipient` not sent yet (an account that is deleted). */
export async function dropUnsentMail(tx: Tx, recipient: string): Promise<void> {
  await tx
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), isNull(mailOutbox.sentAt)));
}
