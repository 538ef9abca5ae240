/** The payment info area's public entry: what other areas do to a person's payment handles. */
export { removePaymentHandles } from './remove-payment-handles';
