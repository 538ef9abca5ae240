import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Raw bytes (bytea). A Buffer suits both drivers going in; both answer Uint8Array (or Buffer). */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/** A user's registered passkeys (WebAuthn credentials); the id is the credential id, base64url. */
export const passkeyCredentials = pgTable(
  'passkey_credentials',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key the authenticator returned at registration. */
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter (unsigned 32-bit, hence bigint). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('passkey_credentials_user_idx').on(t.userId)],
);

/**
 * The WebAuthn user handle of each user with passkeys: random, not derived from the id or
 * email (the spec asks for no personal data), and stable so an authenticator replaces its
 * discoverable credential for the account instead of keeping a second one.
 */
export const webauthnUserHandles = pgTable('webauthn_user_handles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  handle: text('handle').notNull().unique('webauthn_user_handles_handle_unique'),
});

/**
 * Outstanding WebAuthn challenges, single-use and short-lived. The challenge itself is the
 * key, so the answer's clientDataJSON finds its own sign-in attempt.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    kind: text('kind', { enum: ['registration', 'authentication'] }).notNull(),
    /** Registration: the user who asked; only they can answer it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Authentication asked for an email: only that account's passkeys may answer. Kept as the
     * email (not a user id) so an unknown email behaves exactly like a known one.
     */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);
