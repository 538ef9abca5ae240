import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Mail waiting to go out, written in the same transaction as the change that causes it and
 * sent by the mail delivery job (modules/mail/delivery.ts). Bodies are cleared once sent:
 * they hold single-use links.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is (verify-email, reset-password, ...), for the log. */
    kind: text('kind').notNull(),
    /** Blank once sent. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** The one-click unsubscribe address (the List-Unsubscribe header), for mail one may turn off. */
    unsubscribeUrl: text('unsubscribe_url'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** An instance sending it holds it until then; after that another may try. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Given up on: the mail server refused it for good (a 5xx), or its link expired unsent. */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    /** When the link it carries stops working; null for mail without one. Unsent by then, it is dropped. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);
