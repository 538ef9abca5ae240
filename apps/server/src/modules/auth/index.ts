/** The accounts area's public entry, for other areas that create or change accounts. */
export { removeOtherWaysIn } from './account-access';
export { announceAccountChanges, type AccountChanges } from './account-changes';
export { TOKEN_LIFETIMES } from './account-tokens';
export { proveEmail } from './email-verification';
export { normalizeEmail } from './normalize-email';
export { byName, findPeople, userNames, type Person } from './users';
export {
  accountForImport,
  accountsByEmail,
  createAccountsWithoutSignIn,
} from './imported-accounts';
