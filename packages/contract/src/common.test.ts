import { describe, expect, it } from 'vitest';
import { INT4_MAX, idParam, nameField } from './common';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'accepted' : result.error!.issues[0]!.message;

describe('idParam', () => {
  const id = idParam('entry_id');

  it('takes positive whole numbers an integer column holds, as numbers or text', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse('42')).toBe(42);
    expect(id.parse(INT4_MAX)).toBe(2_147_483_647);
  });

  it.each([
    2 ** 31,
    2 ** 53,
    2 ** 63,
    '9223372036854775808',
    -(2 ** 31),
    -(2 ** 63),
    -1,
    0,
    1.5,
    Infinity,
    '1e400',
    '-1e400',
    'seven',
    undefined,
  ])('refuses %s, naming the field', (value) => {
    expect(messageOf(id.safeParse(value))).toBe('entry_id must be a positive integer');
  });

  it('says `missing` only when no number was given at all', () => {
    const tournament = idParam('tournament_id', { missing: 'Please select a tournament' });
    expect(messageOf(tournament.safeParse(undefined))).toBe('Please select a tournament');
    expect(messageOf(tournament.safeParse('x'))).toBe('Please select a tournament');
    for (const value of [2 ** 31, -1, 1.5, '1e400'])
      expect(messageOf(tournament.safeParse(value))).toBe(
        'tournament_id must be a positive integer',
      );
  });
});

describe('nameField', () => {
  const name = nameField('Group name', 80);

  it('takes one line of text, trimmed', () => {
    expect(name.parse('  Zoë’s Pool 🏌️ ')).toBe('Zoë’s Pool 🏌️');
    // Line breaks at the ends are trimmed away with the spaces: none is kept.
    expect(name.parse('Pool\n')).toBe('Pool');
  });

  it.each(['there.\n\nSECURITY ALERT', 'a\rb', 'a\tb', 'a\u0000b', 'a\u001bb', 'a\u2028b'])(
    'refuses %j, naming the field',
    (value) => {
      expect(messageOf(name.safeParse(value))).toBe(
        'Group name cannot contain line breaks or control characters',
      );
    },
  );

  it('keeps its length for the forms that read it', () => {
    expect(name.maxLength).toBe(80);
    expect(messageOf(name.safeParse(' \n '))).toBe('Group name is required');
  });
});
