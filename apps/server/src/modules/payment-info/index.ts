/** The payment info area's public entry: its plugin. */
export { paymentInfo } from './plugin';
