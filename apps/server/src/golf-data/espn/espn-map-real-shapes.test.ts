import { describe, expect, it } from 'vitest';
import type { ProviderLeaderboardRow } from '../provider';
import { parseLeaderboard, parseSchedule } from './espn-map';
import { competitorNamed, competitorsOf, firstEvent, loadFixture } from './fixtures/load';

/**
 * ESPN's answers as they really come (fixtures shaped after recordings of the 2026 season),
 * where they differ from what one would expect: withdrawals sent as cuts, a score that lags
 * the holes, a round's "play complete" marked post, a scoreboard without per-player status.
 */

const ROCKET = '401811960';
const WYNDHAM = '401811961';

function rowNamed(rows: ProviderLeaderboardRow[], name: string): ProviderLeaderboardRow {
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

type Json = Record<string, unknown>;
const competitionOf = (document: unknown) =>
  (firstEvent(document).competitions as Json[])[0] as Json & { status: Json };

describe('withdrawals on the final leaderboard', () => {
  const { leaderboard } = parseLeaderboard(loadFixture('leaderboard-final-withdrawals'), ROCKET);

  it('reads STATUS_CUT "Withdrawn" as WD and "Missed Cut" as CUT', () => {
    expect(rowNamed(leaderboard.rows, 'Patrick Rodgers').status).toBe('WD');
    expect(rowNamed(leaderboard.rows, 'J.J. Spaun').status).toBe('WD');
    expect(rowNamed(leaderboard.rows, 'Ben Griffin')).toMatchObject({
      status: 'CUT',
      totalToPar: -2,
      totalStrokes: 138,
      currentRound: 2,
    });
    expect(rowNamed(leaderboard.rows, 'Patrick Rodgers')).toMatchObject({
      totalToPar: null,
      totalStrokes: null,
      rounds: {},
    });
  });

  it('takes a mid-round withdrawal to par from the round (ESPN\'s score says "E"), never as a finished round', () => {
    // 23 strokes on the front nine only, +4; ESPN's score.displayValue is "E".
    expect(rowNamed(leaderboard.rows, 'J.J. Spaun')).toMatchObject({
      status: 'WD',
      totalToPar: 4,
      totalStrokes: 23,
      currentRound: 1,
      thru: 0,
      rounds: { 1: { strokes: 23, toPar: 4, thru: 0, teeTime: '2026-07-30T15:48:00.000Z' } },
    });
  });

  it('keeps finished rounds complete and the field in rank order', () => {
    expect(leaderboard.rows.map((row) => row.name)).toEqual([
      'Michael Thorbjornsen',
      'Xander Schauffele',
      'Collin Morikawa',
      'Ben Griffin',
      'J.J. Spaun',
      'Patrick Rodgers',
    ]);
    expect(rowNamed(leaderboard.rows, 'Michael Thorbjornsen')).toMatchObject({
      totalToPar: -18,
      thru: 18,
      rounds: { 4: { strokes: 63, toPar: -7, thru: 18 } },
    });
    expect(leaderboard.tournament).toMatchObject({ status: 'completed', currentRound: 4, par: 70 });
  });
});

describe("this week's scoreboard between rounds, after the cut", () => {
  const parse = (edit?: (document: unknown) => void) => {
    const document = loadFixture('scoreboard-week-after-cut');
    edit?.(document);
    return parseLeaderboard(document, ROCKET).leaderboard;
  };

  it('is in play when the event is in and the round is play complete', () => {
    const board = parse();
    // No course on this answer: the par is read from the finished rounds' strokes and to par.
    expect(board.tournament).toMatchObject({ status: 'active', currentRound: 3, par: 70 });
    expect(board.roundComplete).toBe(true);
  });

  it('is in play, not completed, when only the competition says play complete (state post)', () => {
    const withoutEventStatus = (document: unknown) => {
      delete firstEvent(document).status;
    };
    expect(parse(withoutEventStatus).tournament.status).toBe('active');
    // After round 4, until ESPN calls the event final.
    const board = parse((document) => {
      withoutEventStatus(document);
      competitionOf(document).status.period = 4;
    });
    expect(board.tournament).toMatchObject({ status: 'active', currentRound: 4 });
    const schedule = parseSchedule(
      (() => {
        const document = loadFixture('scoreboard-week-after-cut');
        withoutEventStatus(document);
        return document;
      })(),
    );
    expect(schedule.tournaments[0]!.status).toBe('active');
  });

  it('reads the cut and withdrawals from missing rounds (the scoreboard has no per-player status)', () => {
    const board = parse();
    expect(board.rows.map((row) => [row.name, row.status])).toEqual([
      ['Davis Riley', 'active'],
      ['Michael Brennan', 'active'],
      ['Tom Kim', 'active'],
      ['Andrew Putnam', 'CUT'],
      ['Patrick Rodgers', 'WD'],
    ]);
    expect(rowNamed(board.rows, 'Andrew Putnam')).toMatchObject({
      totalToPar: -2,
      currentRound: 2,
      thru: 18,
    });
    expect(rowNamed(board.rows, 'Davis Riley')).toMatchObject({
      totalToPar: -15,
      totalStrokes: 195,
      currentRound: 3,
      thru: 18,
    });
  });

  it('leaves everyone in before the cut round is played, and a golfer yet to tee off in round 1', () => {
    const board = parse((document) => {
      // Round 1 in progress: Rodgers has not teed off yet, nobody lists more than round 2.
      competitionOf(document).status = {
        period: 1,
        type: { name: 'STATUS_IN_PROGRESS', state: 'in', completed: false },
      };
      for (const competitor of competitorsOf(document))
        competitor.linescores = (competitor.linescores as Json[]).slice(0, 2);
    });
    expect(board.rows.every((row) => row.status === 'active')).toBe(true);
  });

  it("takes a round's to par from its holes when the round's displayValue and the score lag", () => {
    const board = parse((document) => {
      competitionOf(document).status = {
        period: 4,
        type: { name: 'STATUS_IN_PROGRESS', state: 'in', completed: false },
      };
      const riley = competitorNamed(document, 'Davis Riley');
      // Twelve holes of round 4 at -4 by the holes; ESPN's round still says -3, the score -18.
      const pars = [4, 4, 3, 4, 5, 4, 3, 4, 4, 4, 4, 4];
      const holes = pars.map((par, index) => {
        const toPar = index % 3 === 1 ? -1 : 0;
        return {
          value: par + toPar,
          displayValue: String(par + toPar),
          period: index + 1,
          scoreType: { displayValue: toPar === 0 ? 'E' : String(toPar) },
        };
      });
      riley.score = '-18';
      (riley.linescores as Json[])[3] = {
        value: holes.reduce((total, hole) => total + hole.value, 0),
        displayValue: '-3',
        period: 4,
        linescores: holes,
      };
    });
    expect(rowNamed(board.rows, 'Davis Riley')).toMatchObject({
      totalToPar: -19,
      currentRound: 4,
      thru: 12,
      rounds: { 4: { strokes: 43, toPar: -4, thru: 12 } },
    });
  });
});

describe('an event before it starts', () => {
  it("is listed by this week's scoreboard without a competitors key", () => {
    const { tournaments, issues } = parseSchedule(loadFixture('scoreboard-week-pre'));
    expect(issues).toEqual([]);
    expect(tournaments).toEqual([
      expect.objectContaining({
        externalId: `espn:${WYNDHAM}`,
        status: 'upcoming',
        startDate: '2026-08-06',
        endDate: '2026-08-09',
        currentRound: 0,
        firstTeeTime: null,
        // Neither a course nor a finished round says it.
        par: null,
      }),
    ]);
  });

  it('has its field and 1st- and 10th-tee times on the leaderboard', () => {
    const { leaderboard, field, issues } = parseLeaderboard(
      loadFixture('leaderboard-pre-tee-times'),
      WYNDHAM,
    );
    expect(issues).toEqual([]);
    expect(field.map((golfer) => golfer.name)).toEqual(['Sungjae Im', 'Tom Kim', 'Zach Bauchou']);
    expect(leaderboard.tournament).toMatchObject({
      status: 'upcoming',
      par: 70,
      location: 'Greensboro, NC',
      firstTeeTime: '2026-08-06T11:00:00.000Z',
    });
    expect(rowNamed(leaderboard.rows, 'Zach Bauchou')).toMatchObject({
      status: 'active',
      totalToPar: null,
      thru: 0,
      teeTime: '2026-08-06T18:00:00.000Z',
    });
  });
});
