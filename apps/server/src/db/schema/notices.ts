import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * What Fairway told a person (a deadline reminder, a nudge from a group admin, results): listed
 * under the bell in the app, and mailed in the same transaction when they want email
 * (modules/notices). `dedupeKey` makes each notice happen once, whichever instance or restart
 * gets to it first.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** deadline-24h, deadline-1h, nudge, results. */
    kind: text('kind').notNull(),
    /** e.g. "deadline-24h:{group}:{tournament}:{user}"; a nudge's carries its hour. */
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the notice leads in the app (a path). */
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notices_dedupe_key_unique').on(t.dedupeKey),
    // "Was this group told already?" asks by key prefix (LIKE 'results:t:g:%'), which only an
    // index in pattern order answers whatever the database's collation.
    index('notices_dedupe_key_prefix_idx').using('btree', t.dedupeKey.op('text_pattern_ops')),
    index('notices_user_idx').on(t.userId, t.id),
    index('notices_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);
