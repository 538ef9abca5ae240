/** The card payments area's public entry: its plugin. */
export { cardPayments } from './plugin';
