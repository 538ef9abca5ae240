import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { poolGroups } from './groups';
import { golfers, tournaments } from './tournaments';
import { users } from './users';

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
    /**
     * A tier-4 golfer who replaces a picked golfer withdrawing before hitting a shot, where the
     * group allows alternates (docs/rules.md, "Withdrawal protection"); null for none.
     */
    alternateGolferId: integer('alternate_golfer_id').references(() => golfers.id),
    /** When the group's chat was told the alternate came in (once: the claim is this column). */
    alternateAnnouncedAt: timestamp('alternate_announced_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('entries_group_tournament_idx').on(t.groupId, t.tournamentId),
    index('entries_user_idx').on(t.userId),
  ],
);
