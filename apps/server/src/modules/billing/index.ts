/** The billing area's public entry: a group tournament's platform fee, and its card payments' rows. */
export { earlierPayment } from './earlier-payment';
export {
  completePayment,
  findPayment,
  markPaymentFailed,
  pendingPayments,
  recordPendingPayment,
  type BillingTransaction,
} from './card-transactions';
