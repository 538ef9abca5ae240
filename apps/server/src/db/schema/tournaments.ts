import { GOLFER_STATUSES } from '@fairway/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { createdAt } from './columns';

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
