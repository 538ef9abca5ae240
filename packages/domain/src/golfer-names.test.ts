import { describe, expect, it } from 'vitest';
import { GolferNameIndex, displayGolferName, normaliseGolferName } from './golfer-names';

describe('normaliseGolferName', () => {
  it.each([
    ['J.J. Spaun', 'jj spaun'],
    ['JJ Spaun', 'jj spaun'],
    ['J. J. Spaun', 'jj spaun'],
    ['Spaun, J.J.', 'jj spaun'],
    ['Ludvig Åberg', 'ludvig aberg'],
    ['Aberg, Ludvig', 'ludvig aberg'],
    ['Nicolai Højgaard', 'nicolai hojgaard'],
    ['José María Olazábal', 'jose maria olazabal'],
    ['Byeong-Hun An', 'byeong hun an'],
    ['Byeong Hun An', 'byeong hun an'],
    ["Jeff O'Hair", 'jeff ohair'],
    ['  Rory   McIlroy ', 'rory mcilroy'],
    ['MCILROY, RORY', 'rory mcilroy'],
    ['K.H. Lee', 'kh lee'],
    ['Love III, Davis', 'davis love iii'],
    ['Davis Love III', 'davis love iii'],
    ['Smith, Jr., Bob', 'bob smith jr'],
    ['Bob Smith, Jr.', 'bob smith jr'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseGolferName(input)).toBe(expected);
  });
});

describe('normaliseGolferName: spreadsheet spellings', () => {
  it('ignores case, accents, punctuation and spacing', () => {
    expect(normaliseGolferName('  Ludvig   ÅBERG ')).toBe('ludvig aberg');
    expect(normaliseGolferName('Nicolai Højgaard')).toBe('nicolai hojgaard');
    expect(normaliseGolferName("Jeff O'Hair")).toBe('jeff ohair');
    expect(normaliseGolferName('Si-Woo Kim')).toBe('si woo kim');
    expect(normaliseGolferName('José María Olazábal')).toBe('jose maria olazabal');
  });

  it('reads "Last, First" as "First Last"', () => {
    expect(normaliseGolferName('Scheffler, Scottie')).toBe('scottie scheffler');
    expect(normaliseGolferName('Åberg,Ludvig')).toBe('ludvig aberg');
    expect(displayGolferName(' Scheffler ,  Scottie ')).toBe('Scottie Scheffler');
    expect(displayGolferName('Scottie Scheffler')).toBe('Scottie Scheffler');
  });

  it('writes initials the same whether dotted or spaced', () => {
    expect(normaliseGolferName('J.T. Poston')).toBe('jt poston');
    expect(normaliseGolferName('J. T. Poston')).toBe('jt poston');
    expect(normaliseGolferName('JT Poston')).toBe('jt poston');
  });
});

describe('GolferNameIndex', () => {
  const index = new GolferNameIndex([
    { id: 1, name: 'Scottie Scheffler' },
    { id: 2, name: 'Tom Kim' },
    { id: 3, name: 'Si Woo Kim' },
    { id: 4, name: 'Ludvig Åberg' },
    { id: 5, name: 'Kim Tom' },
  ]);

  it('matches exact normalised names first', () => {
    expect(index.find('scheffler, scottie', { partial: false })).toEqual({
      kind: 'match',
      golfer: { id: 1, name: 'Scottie Scheffler' },
      exact: true,
    });
    expect(index.find('Ludvig Aberg', { partial: true })).toMatchObject({ golfer: { id: 4 } });
    // "Tom Kim" is exact for Tom Kim, even though "Kim Tom" would match it partially.
    expect(index.find('Tom Kim', { partial: true })).toMatchObject({ golfer: { id: 2 } });
  });

  it('allows partial names only when asked, and reports several matches as ambiguous', () => {
    expect(index.find('Scheffler', { partial: false })).toEqual({ kind: 'none' });
    expect(index.find('Scheffler', { partial: true })).toMatchObject({
      kind: 'match',
      golfer: { id: 1 },
      exact: false,
    });
    expect(index.find('S. Scheffler', { partial: true })).toMatchObject({ golfer: { id: 1 } });
    const kims = index.find('Kim', { partial: true });
    expect(kims.kind).toBe('ambiguous');
    expect(kims.kind === 'ambiguous' && kims.candidates.map((g) => g.id)).toEqual([2, 3, 5]);
    // Under three letters never matches part of a name.
    expect(index.find('Ki', { partial: true })).toEqual({ kind: 'none' });
  });
});
