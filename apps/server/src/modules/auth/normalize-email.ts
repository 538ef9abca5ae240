/** Emails are stored trimmed and lower-cased, and compared that way (docs/rules.md "Accounts"). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
