import { GOLFER_STATUSES, POOL_TYPES } from '@fairway/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Key/value settings the server keeps for itself (simulator anchor date, generated secrets). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased; compared case-insensitively (docs/rules.md). */
    email: text('email').notNull(),
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

export const golfers = pgTable(
  'golfers',
  {
    id: serial('id').primaryKey(),
    /** The provider's stable id ("sim:12", "espn:9478"); null for golfers created by hand or CSV. */
    externalId: text('external_id'),
    name: text('name').notNull(),
    country: text('country'),
  },
  (t) => [uniqueIndex('golfers_external_id_unique').on(t.externalId)],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    name: text('name').notNull(),
    location: text('location').notNull().default(''),
    status: text('status', { enum: ['upcoming', 'active', 'completed'] })
      .notNull()
      .default('upcoming'),
    currentRound: smallint('current_round').notNull().default(0),
    roundComplete: boolean('round_complete').notNull().default(false),
    par: smallint('par').notNull().default(72),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    firstTeeTime: timestamp('first_tee_time', { withTimezone: true, mode: 'date' }),
    /** Bumped on every leaderboard write; standings caches are keyed by it. */
    leaderboardVersion: integer('leaderboard_version').notNull().default(0),
    leaderboardUpdatedAt: timestamp('leaderboard_updated_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set when the provider's final (completed) leaderboard was stored: the results are frozen,
     * and neither the update job nor a later schedule sync writes this tournament again.
     */
    finalizedAt: timestamp('finalized_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tournaments_external_id_unique').on(t.externalId),
    index('tournaments_status_idx').on(t.status, t.startDate),
  ],
);

/** A tournament's field: who plays, their odds, and the pick tier (1-4, or null before tiers are set). */
export const tournamentGolfers = pgTable(
  'tournament_golfers',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    golferId: integer('golfer_id')
      .notNull()
      .references(() => golfers.id, { onDelete: 'cascade' }),
    tier: smallint('tier'),
    odds: doublePrecision('odds'),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.golferId] })],
);

export type RoundScore = {
  /** Strokes so far in the round; null before the golfer tees off. */
  strokes: number | null;
  toPar: number | null;
  thru: number;
  teeTime: string | null;
};

export const leaderboardRows = pgTable(
  'leaderboard_rows',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    golferId: integer('golfer_id')
      .notNull()
      .references(() => golfers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: GOLFER_STATUSES }).notNull().default('active'),
    totalToPar: integer('total_to_par'),
    totalStrokes: integer('total_strokes'),
    currentRound: smallint('current_round').notNull().default(1),
    thru: smallint('thru').notNull().default(0),
    teeTime: timestamp('tee_time', { withTimezone: true, mode: 'date' }),
    rounds: jsonb('rounds')
      .$type<Partial<Record<'1' | '2' | '3' | '4', RoundScore>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.golferId] })],
);

export const poolGroups = pgTable(
  'pool_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPrivate: boolean('is_private').notNull().default(true),
    inviteCode: text('invite_code').notNull(),
    /** The owner: the creator, who can never be removed. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** The public read-only demo group (GET /api/pool-groups/demo). */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pool_groups_invite_code_unique').on(t.inviteCode)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => poolGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'member'] })
      .notNull()
      .default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_members_group_user_unique').on(t.groupId, t.userId),
    index('group_members_user_idx').on(t.userId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => poolGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    emoji: text('emoji'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_group_id_idx').on(t.groupId, t.id)],
);

/** A tournament played by a group, with the group's own rules for it. */
export const groupTournaments = pgTable(
  'group_tournaments',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => poolGroups.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** Entries enabled; the admin toggles it. */
    isActive: boolean('is_active').notNull().default(true),
    /** The admin's custom entry deadline; null means the default rule (docs/rules.md, "Deadlines"). */
    entryDeadline: timestamp('entry_deadline', { withTimezone: true, mode: 'date' }),
    maxEntriesPerUser: smallint('max_entries_per_user').notNull().default(1),
    allowMultipleEntries: boolean('allow_multiple_entries').notNull().default(false),
    poolType: text('pool_type', { enum: POOL_TYPES }).notNull().default('cut_score'),
    customRules: text('custom_rules'),
    entryFeeCents: integer('entry_fee_cents').notNull().default(0),
    payoutStructure: text('payout_structure').notNull().default('50/30/20'),
    paymentCompleted: boolean('payment_completed').notNull().default(false),
    paymentAmountCents: integer('payment_amount_cents'),
    paymentDate: timestamp('payment_date', { withTimezone: true, mode: 'date' }),
    /**
     * Members the group had when it began playing the tournament (its first tee time, or its
     * adding if later): the platform fee is decided by it. Null until then (docs/rules.md).
     */
    membersAtStart: integer('members_at_start'),
    /** Bumped whenever its entries or its rules change; part of the standings cache key. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('group_tournaments_group_tournament_unique').on(t.groupId, t.tournamentId),
    index('group_tournaments_tournament_idx').on(t.tournamentId),
  ],
);

/** A member's five picks for a tournament in a group. */
export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => poolGroups.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier1GolferId: integer('tier1_golfer_id')
      .notNull()
      .references(() => golfers.id),
    tier2GolferId: integer('tier2_golfer_id')
      .notNull()
      .references(() => golfers.id),
    tier3GolferId: integer('tier3_golfer_id')
      .notNull()
      .references(() => golfers.id),
    tier4GolferId1: integer('tier4_golfer_id1')
      .notNull()
      .references(() => golfers.id),
    tier4GolferId2: integer('tier4_golfer_id2')
      .notNull()
      .references(() => golfers.id),
    tiebreaker: integer('tiebreaker'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('entries_group_tournament_idx').on(t.groupId, t.tournamentId),
    index('entries_user_idx').on(t.userId),
  ],
);

const paymentHandles = () => ({
  venmoHandle: text('venmo_handle'),
  cashappHandle: text('cashapp_handle'),
  zelleEmail: text('zelle_email'),
  zellePhone: text('zelle_phone'),
  paypalEmail: text('paypal_email'),
});

/** Where a member can be paid; only group admins see it. */
export const userPaymentInfo = pgTable('user_payment_info', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...paymentHandles(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Where a group's members send entry fees, and which handles members may see. */
export const groupPaymentInfo = pgTable('group_payment_info', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => poolGroups.id, { onDelete: 'cascade' }),
  ...paymentHandles(),
  otherPaymentInfo: text('other_payment_info'),
  displayVenmo: boolean('display_venmo').notNull().default(true),
  displayCashapp: boolean('display_cashapp').notNull().default(true),
  displayZelle: boolean('display_zelle').notNull().default(true),
  displayPaypal: boolean('display_paypal').notNull().default(true),
  displayOther: boolean('display_other').notNull().default(true),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

const paymentMethod = (name: string) =>
  text(name, { enum: ['venmo', 'zelle', 'cash', 'check', 'paypal', 'other'] });

/** What a member has paid towards a tournament's entry fees in a group (the total, in cents). */
export const memberPayments = pgTable(
  'member_payments',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => poolGroups.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaidCents: integer('amount_paid_cents').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentReference: text('payment_reference'),
    paymentDate: timestamp('payment_date', { withTimezone: true, mode: 'date' }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('member_payments_unique').on(t.groupId, t.tournamentId, t.userId)],
);

/** Every change to a member payment, with who made it and when (the audit trail). */
export const memberPaymentChanges = pgTable(
  'member_payment_changes',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => poolGroups.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaidCents: integer('amount_paid_cents').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentReference: text('payment_reference'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: createdAt(),
  },
  (t) => [index('member_payment_changes_group_idx').on(t.groupId, t.tournamentId, t.id)],
);

/** A platform fee paid (or being paid) by card for one group tournament. */
export const billingTransactions = pgTable(
  'billing_transactions',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => poolGroups.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['fake', 'stripe'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('billing_transactions_provider_payment_unique').on(t.providerPaymentId),
    index('billing_transactions_group_idx').on(t.groupId, t.createdAt),
  ],
);

/** The `fake` payment provider's intents, kept in the database so every instance sees them. */
export const fakePaymentIntents = pgTable('fake_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded'] }).notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

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
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** An instance sending it holds it until then; after that another may try. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);
