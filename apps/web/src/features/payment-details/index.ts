/**
 * What other features and the app may use from payment details (docs/architecture.md, "The
 * web's structure"); everything else here is the feature's own.
 */
import { lazyDialog } from '../../components/ui/OnFirstOpen';

export const PaymentDetailsDialog = lazyDialog(() =>
  import('./PaymentDetailsDialog').then((m) => m.PaymentDetailsDialog),
);
