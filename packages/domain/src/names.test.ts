import { describe, expect, it } from 'vitest';
import { hasControlCharacters, withoutControlCharacters } from './names';

describe('names', () => {
  it.each([
    'there.\n\nSECURITY ALERT',
    'Carriage\rReturn',
    'Tab\tbed',
    'Nul\u0000',
    'Escape\u001b[31m',
    'Delete\u007f',
    'Next line\u0085',
    'Line\u2028separator',
    'Paragraph\u2029separator',
  ])('finds control characters and separators in %j', (name) => {
    expect(hasControlCharacters(name)).toBe(true);
  });

  it.each(['Ann Lee', 'Zoë O’Brien-Ståhl', '李小龍', 'Émile 🏌️', 'Non\u00a0breaking'])(
    'finds none in %j',
    (name) => expect(hasControlCharacters(name)).toBe(false),
  );

  it('makes a name from elsewhere one line', () => {
    expect(withoutControlCharacters(' there.\n\nSECURITY\u2028ALERT\u0007 ')).toBe(
      'there. SECURITY ALERT',
    );
    expect(withoutControlCharacters('Ann Lee')).toBe('Ann Lee');
    expect(withoutControlCharacters('\n\t')).toBe('');
  });
});
