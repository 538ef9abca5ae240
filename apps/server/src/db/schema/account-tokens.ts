import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Single-use links mailed to a user (verify the email, reset the password). Only a SHA-256 of
 * the token is kept, so a copy of the database cannot be used to take an account.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    /** The address the link went to: proving it proves this email, not a later one. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  // One live link per user and purpose: a new one replaces the last (see account-tokens.ts).
  (t) => [uniqueIndex('account_tokens_user_purpose_unique').on(t.userId, t.purpose)],
);
