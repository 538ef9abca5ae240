/** The billing area's public entry: its card payments' rows, and its plugin. */
export {
  completePayment,
  findPayment,
  markPaymentFailed,
  pendingPayments,
  recordPendingPayment,
  type BillingTransaction,
} from './card-transactions';
export { billing } from './plugin';
