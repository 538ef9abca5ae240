import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * Stored trimmed and lower-cased; compared case-insensitively (docs/rules.md). Null once the
     * account is deleted: an anonymised row holds no address anyone could register first.
     */
    email: text('email'),
    /** Null for accounts that only sign in with Google or a passkey. */
    passwordHash: text('password_hash'),
    /**
     * Set on accounts a historical CSV import created: nobody signs in to them. Whoever proves
     * the email (a verification link, or Google) takes their history over, and the imported
     * row goes (modules/auth/imported-history.ts). An imported row may share its email with one
     * registered account that has not proved it yet.
     */
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }),
    /** Google's stable id for the account (`sub`), set at the first Google sign-in. */
    googleSubject: text('google_subject'),
    /** When the owner proved the email (a link we mailed, or Google); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /**
     * Tokens carry the epoch they were issued in; bumping it ends every session at once
     * (sign out everywhere, a password change or reset, account deletion).
     */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /** Set when the person deleted the account: the row stays, anonymised, for the history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** The profile's Settings toggles (on and off by default; docs/rules.md, "Profile"). */
    emailNotifications: boolean('email_notifications').notNull().default(true),
    privateProfile: boolean('private_profile').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique')
      .on(t.email)
      .where(sql`${t.importedAt} IS NULL`),
    uniqueIndex('users_imported_email_unique')
      .on(t.email)
      .where(sql`${t.importedAt} IS NOT NULL`),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
  ],
);
