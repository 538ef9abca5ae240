// The database schema, one file per area; everything is re-exported here so callers import
// '../db/schema'. drizzle.config.ts reads this folder.
export * from './settings';
export * from './users';
export * from './tournaments';
export * from './groups';
export * from './chat';
export * from './entries';
export * from './payments';
export * from './billing';
export * from './passkeys';
export * from './account-tokens';
export * from './mail-outbox';
export * from './notices';
