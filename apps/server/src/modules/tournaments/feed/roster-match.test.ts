import { describe, expect, it } from 'vitest';
import { matchGolfers } from './roster-match';

describe('matchGolfers', () => {
  const roster = [
    { id: 1, externalId: 'espn:9478', name: 'Scottie Scheffler' },
    { id: 2, externalId: null, name: 'JJ Spaun' },
    { id: 3, externalId: null, name: 'Ludvig Aberg' },
    { id: 4, externalId: null, name: 'Tom Kim' },
    { id: 5, externalId: null, name: 'Tom  Kim' },
    { id: 6, externalId: 'espn:4602218', name: 'Joohyung Kim' },
    { id: 7, externalId: 'espn:1111', name: 'Sam Burns' },
    { id: 8, externalId: 'sim-g-4', name: 'Rory McIlroy' },
  ];

  it('matches by external id first, whatever the name says', () => {
    const result = matchGolfers([{ externalId: 'espn:9478', name: 'S. Scheffler' }], roster);
    expect(result.matched).toEqual([
      {
        incoming: { externalId: 'espn:9478', name: 'S. Scheffler' },
        golfer: roster[0],
        by: 'externalId',
      },
    ]);
    expect(result.ambiguous).toEqual([]);
    expect(result.unmatched).toEqual([]);
  });

  it('falls back to the normalised name', () => {
    const result = matchGolfers(
      [
        { externalId: 'espn:10166', name: 'J.J. Spaun' },
        { name: 'Åberg, Ludvig' },
        // A simulator id is another source: the name decides.
        { externalId: 'espn:3470', name: 'Rory McIlroy' },
      ],
      roster,
    );
    expect(result.matched.map((match) => [match.incoming.name, match.golfer.id, match.by])).toEqual(
      [
        ['J.J. Spaun', 2, 'name'],
        ['Åberg, Ludvig', 3, 'name'],
        ['Rory McIlroy', 8, 'name'],
      ],
    );
  });

  it('reports names that fit several golfers as ambiguous, never picking one', () => {
    const result = matchGolfers([{ name: 'Tom Kim' }], roster);
    expect(result.matched).toEqual([]);
    expect(result.ambiguous).toEqual([
      { incoming: { name: 'Tom Kim' }, candidates: [roster[3], roster[4]] },
    ]);
  });

  it('reports unmatched names, and does not match a same-source golfer with another id', () => {
    const result = matchGolfers(
      [{ name: 'Tiger Woods' }, { externalId: 'espn:2222', name: 'Sam Burns' }],
      roster,
    );
    expect(result.matched).toEqual([]);
    expect(result.unmatched).toEqual([
      { incoming: { name: 'Tiger Woods' }, reason: 'No golfer named "Tiger Woods"' },
      {
        incoming: { externalId: 'espn:2222', name: 'Sam Burns' },
        reason: '"Sam Burns" has another espn id than the roster golfer of that name',
      },
    ]);
  });

  it('uses an alias table for what normalising misses, still refusing to guess', () => {
    const aliased = matchGolfers([{ name: 'Scottie S.' }, { name: 'Kim, Joohyung' }], roster, {
      aliases: { 'Scottie S.': 'Scottie Scheffler' },
    });
    expect(aliased.matched.map((match) => [match.incoming.name, match.golfer.id])).toEqual([
      ['Scottie S.', 1],
      ['Kim, Joohyung', 6],
    ]);
    // The name and its alias together fit three golfers: ambiguous.
    const result = matchGolfers([{ name: 'Tom Kim' }], roster, {
      aliases: { 'Tom Kim': 'Joohyung Kim' },
    });
    expect(result.ambiguous).toEqual([
      { incoming: { name: 'Tom Kim' }, candidates: [roster[3], roster[4], roster[5]] },
    ]);
  });

  it('does not hand a roster golfer matched by id to another name, nor one golfer to two names', () => {
    const result = matchGolfers(
      [
        { externalId: 'espn:9478', name: 'Scottie Scheffler' },
        { name: 'Scottie Scheffler' },
        { name: 'JJ Spaun' },
        { name: 'J.J. Spaun' },
      ],
      roster,
    );
    expect(result.matched.map((match) => [match.incoming.name, match.golfer.id])).toEqual([
      ['Scottie Scheffler', 1],
    ]);
    expect(result.unmatched).toEqual([
      {
        incoming: { name: 'Scottie Scheffler' },
        reason: '"Scottie Scheffler" is already matched by id to another golfer',
      },
    ]);
    expect(result.ambiguous).toEqual([
      { incoming: { name: 'JJ Spaun' }, candidates: [roster[1]] },
      { incoming: { name: 'J.J. Spaun' }, candidates: [roster[1]] },
    ]);
  });
});
