import {
  boolean,
  index,
  integer,
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
