/** The mail area's public entry: what accounts send, and the outbox it is written to. */
export { AccountMail } from './account-mail';
export { dropUnsentMail } from './outbox';
