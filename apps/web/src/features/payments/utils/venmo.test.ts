import { describe, expect, it } from 'vitest';
import { venmoAppLink, venmoWebLink } from './venmo';

describe('Venmo charge links', () => {
  const charge = { handle: '@sam_g', amount: 25, note: 'Golf Pool Entry' };

  it('builds the app deep link with the handle without its @', () => {
    expect(venmoAppLink(charge)).toBe(
      'venmo://paycharge?txn=charge&recipients=sam_g&amount=25.00&note=Golf%20Pool%20Entry',
    );
  });

  it('builds the same request on venmo.com', () => {
    expect(venmoWebLink(charge)).toBe(
      'https://venmo.com/?txn=charge&recipients=sam_g&amount=25.00&note=Golf%20Pool%20Entry',
    );
  });

  it('leaves the recipient out when no handle is known and encodes the note', () => {
    expect(venmoAppLink({ handle: null, amount: 12.5, note: 'Open #2 & more' })).toBe(
      'venmo://paycharge?txn=charge&amount=12.50&note=Open%20%232%20%26%20more',
    );
  });
});
