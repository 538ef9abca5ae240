import { dollars } from '@fairway/contract';
import { z } from 'zod';

/**
 * An amount typed into a payment form: the contract's dollars rule (the one the server holds
 * amount_paid to: a number, not negative, at most two decimals, not too large), in the forms'
 * own words ("Amount ..."). A blank box is not a number.
 */
export const amountField = z.preprocess(
  (text) => (typeof text === 'string' && text.trim() === '' ? undefined : text),
  dollars('Amount'),
);

/** A form's starting text for an amount: 25 -> "25.00". */
export const amountText = (value: number) => value.toFixed(2);
