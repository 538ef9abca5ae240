import { pgTable, text } from 'drizzle-orm/pg-core';

/** Key/value settings the server keeps for itself (simulator anchor date, generated secrets). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
