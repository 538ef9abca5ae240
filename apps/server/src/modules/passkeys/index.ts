/** The passkeys area's public entry: what other areas do to an account's passkeys. */
export { removePasskeys } from './remove-passkeys';
