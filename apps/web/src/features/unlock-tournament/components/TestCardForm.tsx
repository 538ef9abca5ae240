import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '@fairway/contract/constants';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { TextField } from '../../../components/ui/Field';
import { confirmTestCard } from '../api/unlock-payment';
import type { CardFormProps } from '../types';
import {
  cardDigits,
  spacedCardNumber,
  testCardProblem,
  type TestCard,
  type TestCardProblem,
} from '../utils/test-card';
import { CardFormButtons } from './CardFormButtons';

/** The `fake` provider's card form: no real card is charged (never offered in production). */
export function TestCardForm({ payLabel, processing, onPay, onBack }: CardFormProps) {
  const [card, setCard] = useState<TestCard>({ number: '', expiry: '', cvc: '' });
  const [problem, setProblem] = useState<TestCardProblem | null>(null);
  const errorFor = (field: keyof TestCard) => (problem?.field === field ? problem.message : null);
  const update = (patch: Partial<TestCard>) => {
    setCard((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = testCardProblem(card);
    if (found) return setProblem(found);
    const number = cardDigits(card.number);
    onPay((intent) => confirmTestCard(intent.payment_intent_id, number));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Alert tone="info" title="Test mode">
        No real card is charged. {spacedCardNumber(TEST_CARD_SUCCESS)} succeeds,{' '}
        {spacedCardNumber(TEST_CARD_DECLINED)} is declined. Any future expiry and any CVC work.
      </Alert>
      <fieldset disabled={processing} className="space-y-3">
        <legend className="sr-only">Card details</legend>
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          value={card.number}
          error={errorFor('number')}
          onChange={(event) => update({ number: event.target.value })}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            value={card.expiry}
            error={errorFor('expiry')}
            onChange={(event) => update({ expiry: event.target.value })}
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            error={errorFor('cvc')}
            onChange={(event) => update({ cvc: event.target.value })}
          />
        </div>
      </fieldset>
      <CardFormButtons payLabel={payLabel} processing={processing} onBack={onBack} />
    </form>
  );
}
