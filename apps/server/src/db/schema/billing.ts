import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { poolGroups } from './groups';
import { tournaments } from './tournaments';
import { users } from './users';

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
