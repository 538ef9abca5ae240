import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { useAppConfig } from '../../../hooks/useAppConfig';
import type { CardFormProps } from '../types';
import { TestCardForm } from './TestCardForm';

// A dynamic import: Stripe's packages never enter the other bundles.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

const loading = (label: string) => (
  <div className="flex justify-center py-8 text-primary">
    <Spinner className="size-6" label={label} />
  </div>
);

/** Stripe Elements when the deployment takes real cards, else the built-in test card form. */
export function PaymentStep(props: CardFormProps) {
  const config = useAppConfig();
  if (config.isPending) return loading('Loading payment form…');
  const stripeKey = config.data?.payments === 'stripe' ? config.data.stripePublishableKey : null;
  if (!stripeKey) return <TestCardForm {...props} />;
  return (
    <Suspense fallback={loading('Loading secure card form…')}>
      <StripeCardForm publishableKey={stripeKey} {...props} />
    </Suspense>
  );
}
