/** The accounts area's public entry, for other areas that create or change accounts. */
export { announceAccountChanges, type AccountChanges } from './account-changes';
export { TOKEN_LIFETIMES } from './account-tokens';
export { normalizeEmail } from './normalize-email';
export { byName, findPeople, userNames, type Person } from './users';
export {
  accountForImport,
  accountsByEmail,
  createAccountsWithoutSignIn,
} from './imported-accounts';
export { lockAccount, type LockedAccount } from './account-lock';
export { GoogleAccounts, type GoogleProof } from './google-account';
export {
  findOwnAccount,
  renameAccount,
  saveAccountSettings,
  type AccountSettings,
  type OwnAccount,
} from './own-account';
export { AccountMail } from './account-mail';
export { noticeRecipients, type NoticeRecipient } from './notice-recipients';
export { SessionEpochs } from './session-epochs';
export { auth } from './plugin';
export { ensureAdminUser } from './seed-admin';
