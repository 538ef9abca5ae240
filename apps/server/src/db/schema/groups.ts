import { POOL_TYPES } from '@fairway/domain';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { tournaments } from './tournaments';
import { users } from './users';

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
    /** Entries may name one alternate golfer (docs/rules.md, "Withdrawal protection"). */
    allowAlternate: boolean('allow_alternate').notNull().default(false),
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

/**
 * Members an admin removed: they cannot join the group again, by any invite code, until an
 * admin allows them back (which deletes the row).
 */
export const groupRemovedMembers = pgTable(
  'group_removed_members',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => poolGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who removed them; null once that account is gone. */
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('group_removed_members_group_user_unique').on(t.groupId, t.userId)],
);

/**
 * Every change to a group tournament's money or rules from its first tee time on (fee, payout
 * structure, pool type, custom rules): who, when, before and after. Once the tournament is
 * completed those settings are final and nothing is added.
 */
export const groupTournamentChanges = pgTable(
  'group_tournament_changes',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => poolGroups.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** The admin who made it; null once that account is gone. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The API's name of the setting: entry_fee, payout_structure, pool_type, custom_rules. */
    setting: text('setting').notNull(),
    /** The values as the API shows them (a fee in dollars, e.g. "20.00"); null for none. */
    before: text('before'),
    after: text('after'),
  },
  (t) => [index('group_tournament_changes_group_tournament_idx').on(t.groupId, t.tournamentId)],
);
