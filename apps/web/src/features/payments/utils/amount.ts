/** Money typed into a form, checked as the server checks it (dollars, at most two decimals). */
export type AmountCheck = { ok: true; value: number } | { ok: false; error: string };

export function parseAmount(text: string): AmountCheck {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value))
    return { ok: false, error: 'Amount must be a number' };
  if (value < 0) return { ok: false, error: 'Amount cannot be negative' };
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6)
    return { ok: false, error: 'Amount can have at most two decimals' };
  return { ok: true, value };
}

/** A form's starting text for an amount: 25 -> "25.00". */
export const amountText = (value: number) => value.toFixed(2);
