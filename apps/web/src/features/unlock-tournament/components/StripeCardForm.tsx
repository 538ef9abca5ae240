/**
 * Stripe Elements' card form. Loaded only through PaymentStep's dynamic import, so Stripe's
 * packages stay in their own chunk and Stripe.js is fetched only when a card is about to be paid.
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { inputClass } from '../../../components/ui/Field';
import { PaymentError, UNLOCK_MESSAGES } from '../api/unlock-payment';
import type { CardFormProps } from '../types';
import { CardFormButtons } from './CardFormButtons';

const loaders = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js load per publishable key for the life of the page. */
function stripeFor(publishableKey: string) {
  let loader = loaders.get(publishableKey);
  if (!loader) {
    loader = loadStripe(publishableKey).catch(() => null);
    loaders.set(publishableKey, loader);
  }
  return loader;
}

function StripeCardFields({ payLabel, processing, onPay, onBack }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    onPay(async (intent) => {
      const result = await stripe.confirmCardPayment(intent.client_secret, {
        payment_method: { card },
      });
      if (result.error) throw new PaymentError(result.error.message ?? UNLOCK_MESSAGES.cardFailed);
      if (result.paymentIntent?.status !== 'succeeded')
        throw new PaymentError(UNLOCK_MESSAGES.cardFailed);
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <p className="text-sm font-medium">Card details</p>
        <div className={inputClass(Boolean(cardError))}>
          <CardElement
            options={{
              disabled: processing,
              hidePostalCode: true,
              style: { base: { fontSize: '16px', color: getComputedStyle(document.body).color } },
            }}
            onChange={(event) => {
              setComplete(event.complete);
              setCardError(event.error?.message ?? null);
            }}
          />
        </div>
        {cardError && (
          <p role="alert" className="text-xs font-medium text-danger">
            {cardError}
          </p>
        )}
      </div>
      <CardFormButtons
        payLabel={payLabel}
        processing={processing}
        disabled={!stripe || !complete}
        onBack={onBack}
      />
    </form>
  );
}

export default function StripeCardForm({
  publishableKey,
  ...props
}: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
