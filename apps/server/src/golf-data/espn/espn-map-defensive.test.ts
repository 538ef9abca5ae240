import { describe, expect, it } from 'vitest';
import { EspnFormatError, parseLeaderboard } from './espn-map';
import { board, rowNamed } from './fixtures/boards';
import { competitorNamed, competitorsOf, firstEvent, loadFixture } from './fixtures/load';

describe('parseLeaderboard: defensive reading', () => {
  it('refuses an answer for another event instead of storing its scores', () => {
    expect(() => parseLeaderboard(loadFixture('leaderboard-final'), '401703505')).toThrow(
      /holds other events \(401703504\)/,
    );
    expect(() => parseLeaderboard({ events: [] }, '1')).toThrow(EspnFormatError);
    expect(() => parseLeaderboard({ nope: true }, '1')).toThrow(/no events list/);
  });

  it('fails when the event itself is unreadable', () => {
    const document = loadFixture('leaderboard-final');
    delete firstEvent(document).name;
    expect(() => parseLeaderboard(document, '401703504')).toThrow(/unreadable: name/);
  });

  it('drops a competitor listed twice and reports it', () => {
    const { leaderboard, issues } = board('leaderboard-final', (document) => {
      const competitors = competitorsOf(document);
      competitors.push(structuredClone(competitors[0]!));
    });
    expect(leaderboard.rows.filter((r) => r.name === 'Patrick Reed')).toHaveLength(1);
    expect(issues).toEqual([
      expect.objectContaining({
        kind: 'competitor',
        athleteId: '5579',
        message: 'competitor dropped: listed twice',
      }),
    ]);
  });

  it('takes the athlete id from the competitor when the athlete has none', () => {
    const { field } = board('leaderboard-pre-field', (document) => {
      delete (competitorsOf(document)[0]!.athlete as Record<string, unknown>).id;
    });
    expect(field[0]!.externalId).toBe('espn:9478');
  });

  it('accepts numbers sent as strings and ignores junk in hint fields', () => {
    const { leaderboard, issues } = board('leaderboard-final', (document) => {
      const reed = competitorNamed(document, 'Patrick Reed');
      const lines = reed.linescores as Record<string, unknown>[];
      lines[0]!.value = '71';
      reed.sortOrder = '3';
      (reed.athlete as Record<string, unknown>).flag = 'usa';
      (reed.status as Record<string, unknown>).position = 42;
      (reed.status as Record<string, unknown>).teeTime = 'soon';
    });
    expect(issues).toEqual([]);
    expect(rowNamed(leaderboard.rows, 'Patrick Reed')).toMatchObject({
      totalStrokes: 279,
      totalToPar: -9,
    });
  });

  it('reads a competitor without status (lighter feed) from its linescores', () => {
    const { leaderboard } = board('leaderboard-final', (document) => {
      delete competitorNamed(document, 'Patrick Reed').status;
    });
    expect(rowNamed(leaderboard.rows, 'Patrick Reed')).toMatchObject({
      status: 'active',
      currentRound: 4,
      thru: 18,
      totalToPar: -9,
    });
  });

  it('puts competitors without a rank (sortOrder, or the scoreboard order) last, in ESPN order', () => {
    const { leaderboard } = board('leaderboard-final', (document) => {
      delete competitorNamed(document, 'Rory McIlroy').sortOrder;
      delete competitorNamed(document, 'Rory McIlroy').order;
    });
    expect(leaderboard.rows.at(-1)!.name).toBe('Rory McIlroy');
  });

  it('treats "E" with 0 strokes as a placeholder, and reports a partial round without to-par', () => {
    const { leaderboard, issues } = board('leaderboard-round1', (document) => {
      competitorNamed(document, 'Min Woo Lee').linescores = [
        { period: 1, value: 0, displayValue: 'E', teeTime: '2025-03-13T17:57Z' },
      ];
      const straka = competitorNamed(document, 'Sepp Straka');
      delete (straka.linescores as Record<string, unknown>[])[0]!.displayValue;
    });
    expect(rowNamed(leaderboard.rows, 'Min Woo Lee')).toMatchObject({
      totalToPar: null,
      totalStrokes: null,
    });
    expect(rowNamed(leaderboard.rows, 'Sepp Straka')).toMatchObject({
      totalToPar: null,
      totalStrokes: 27,
      rounds: { 1: { strokes: 27, toPar: null, thru: 7 } },
    });
    expect(issues).toContainEqual(
      expect.objectContaining({
        kind: 'value',
        name: 'Sepp Straka',
        message: 'round 1: to par unknown after 7 holes',
      }),
    );
  });

  it('falls back to the rounds with data when the event has no period', () => {
    const { leaderboard } = board('leaderboard-in-progress', (document) => {
      const event = firstEvent(document);
      delete (event.status as Record<string, unknown>).period;
      const competitions = event.competitions as { status: Record<string, unknown> }[];
      delete competitions[0]!.status.period;
    });
    expect(leaderboard.tournament.currentRound).toBe(3);
  });
});
