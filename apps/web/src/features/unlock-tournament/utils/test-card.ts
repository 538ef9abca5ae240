export interface TestCard {
  number: string;
  expiry: string;
  cvc: string;
}

export type TestCardProblem = { field: keyof TestCard; message: string };

/** "4242424242424242" as "4242 4242 4242 4242". */
export const spacedCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The digits of a card number typed with spaces or dashes. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The first thing wrong with the test card form, or null (the server checks the number too). */
export function testCardProblem(card: TestCard): TestCardProblem | null {
  if (!/^\d{12,19}$/.test(cardDigits(card.number)))
    return { field: 'number', message: 'Enter a valid card number' };
  if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(card.expiry.trim()))
    return { field: 'expiry', message: 'Enter the expiry date as MM/YY' };
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return { field: 'cvc', message: 'Enter the 3 or 4 digit CVC' };
  return null;
}
