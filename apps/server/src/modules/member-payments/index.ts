/** The member payments area's public entry: what other areas do to members' entry-fee payments. */
export { transferPayments } from './transfer-payments';
export { memberPayments } from './plugin';
