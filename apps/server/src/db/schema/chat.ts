import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { poolGroups } from './groups';
import { users } from './users';

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
    /** 'notice': said by Fairway about the member (an alternate coming in), not by them. */
    kind: text('kind', { enum: ['message', 'notice'] })
      .notNull()
      .default('message'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_group_id_idx').on(t.groupId, t.id)],
);
