import { AdminPaymentInfoBody, type AdminPaymentInfo } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { memberHandles, paymentInfoForm } from './payment-info-form';

const saved: AdminPaymentInfo = {
  venmoHandle: '@skins',
  cashappHandle: null,
  zelleEmail: 'pay@skins.golf',
  zellePhone: null,
  paypalEmail: null,
  otherPaymentInfo: 'Cash at the 19th hole',
  displayVenmo: true,
  displayCashapp: true,
  displayZelle: false,
  displayPaypal: true,
  displayOther: false,
};

describe('paymentInfoForm', () => {
  it('starts blank with every method shown to members', () => {
    const form = paymentInfoForm(null);
    expect(form.venmoHandle).toBe('');
    expect(form.otherPaymentInfo).toBe('');
    expect([
      form.displayVenmo,
      form.displayCashapp,
      form.displayZelle,
      form.displayPaypal,
      form.displayOther,
    ]).toEqual([true, true, true, true, true]);
  });

  it('shows what was saved, nulls as blanks', () => {
    const form = paymentInfoForm(saved);
    expect(form.venmoHandle).toBe('@skins');
    expect(form.cashappHandle).toBe('');
    expect(form.displayZelle).toBe(false);
    expect(form.displayOther).toBe(false);
  });
});

describe('the form checked by AdminPaymentInfoBody', () => {
  it('trims the texts, sends blanks as null and keeps the flags', () => {
    const form = { ...paymentInfoForm(saved), venmoHandle: '  @skins ', paypalEmail: '   ' };
    expect(AdminPaymentInfoBody.parse(form)).toEqual({
      ...saved,
      venmoHandle: '@skins',
      paypalEmail: null,
    });
  });
});

describe('memberHandles', () => {
  it('lists only the handles a member has, in order', () => {
    expect(memberHandles(null)).toEqual([]);
    expect(
      memberHandles({
        venmoHandle: null,
        cashappHandle: '$ann',
        zelleEmail: null,
        zellePhone: '555-123-4567',
        paypalEmail: 'ann@example.com',
      }),
    ).toEqual([
      { method: 'CashApp', value: '$ann' },
      { method: 'Zelle', value: '555-123-4567' },
      { method: 'PayPal', value: 'ann@example.com' },
    ]);
  });
});
