/** The mail area's public entry: the outbox mail is written to, and its one layout. */
export { dropUnsentMail, queueMail } from './outbox';
export { layOut } from './layout';
export type { MailDeliveryOptions } from './delivery';
export { mail } from './plugin';
