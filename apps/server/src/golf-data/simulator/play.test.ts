import { describe, expect, it } from 'vitest';
import type { ProviderLeaderboard, ProviderLeaderboardRow } from '../provider';
import { leaderboardAt } from './leaderboard';
import { CUT_PLACES, planTournament } from './plan';
import { buildSeason } from './season';
import { createSimulator } from './simulator';
import { newYorkWallClock } from '../../lib/time';

const SEED = 'fairway';
const ANCHOR = '2025-06-14';
const season = buildSeason(SEED, ANCHOR);
const plans = season.map((tournament) => planTournament(SEED, tournament));
const activePlan = plans[2]!;
const seasonOver = Math.max(...plans.map((plan) => plan.lastFinish[4])) + 1;

const thirtySixHoles = (row: ProviderLeaderboardRow) =>
  row.rounds[1]!.strokes! + row.rounds[2]!.strokes!;
const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the cut', () => {
  it('cuts nobody until the last golfer finishes round 2', () => {
    const before = leaderboardAt(activePlan, activePlan.lastFinish[2] - 1);
    expect(before.rows.some((row) => row.status === 'CUT')).toBe(false);
    expect(before.roundComplete).toBe(false);
    expect(before.rows.every((row) => row.rounds[3] === undefined)).toBe(true);
  });

  it('keeps the top 65 and ties, all better than everyone cut', () => {
    for (const plan of plans) {
      const board = leaderboardAt(plan, plan.lastFinish[2]);
      expect(board.roundComplete).toBe(true);
      const made = board.rows.filter((row) => row.status === 'active');
      const cut = board.rows.filter((row) => row.status === 'CUT');
      expect(made.length).toBeGreaterThanOrEqual(CUT_PLACES);
      expect(cut.length).toBeGreaterThan(0);
      const worstMade = Math.max(...made.map(thirtySixHoles));
      for (const row of cut) expect(thirtySixHoles(row)).toBeGreaterThan(worstMade);
      // "And ties" only: dropping the last tie group would leave fewer than 65.
      expect(made.filter((row) => thirtySixHoles(row) < worstMade).length).toBeLessThan(CUT_PLACES);
    }
  });

  it('sends the weekend out in pairs, worst first, once the cut is made', () => {
    const board = leaderboardAt(activePlan, activePlan.lastFinish[2]);
    const made = board.rows.filter((row) => row.status === 'active');
    for (const row of made) expect(row.teeTime).toBe(row.rounds[3]!.teeTime);
    const groups = new Map<string, number[]>();
    for (const row of made)
      groups.set(row.rounds[3]!.teeTime!, [
        ...(groups.get(row.rounds[3]!.teeTime!) ?? []),
        thirtySixHoles(row),
      ]);
    const inTeeOrder = [...groups.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([, totals]) => totals);
    // Each group is no better than any later group: the leaders go off last.
    for (let i = 1; i < inTeeOrder.length; i++)
      expect(Math.max(...inTeeOrder[i]!)).toBeLessThanOrEqual(Math.min(...inTeeOrder[i - 1]!));
    expect(Math.max(...inTeeOrder.map((totals) => totals.length))).toBe(2);
    expect(inTeeOrder.slice(1).every((totals) => totals.length === 2)).toBe(true);
  });
});

describe('a finished tournament', () => {
  const board = leaderboardAt(plans[0]!, plans[0]!.lastFinish[4]);

  it('has four full rounds for everyone who made the cut and two for those who missed', () => {
    expect(board.tournament.status).toBe('completed');
    for (const row of board.rows.filter((r) => r.status === 'active')) {
      expect(Object.keys(row.rounds)).toEqual(['1', '2', '3', '4']);
      for (const round of Object.values(row.rounds)) expect(round.thru).toBe(18);
      expect(row).toMatchObject({ currentRound: 4, thru: 18 });
    }
    for (const row of board.rows.filter((r) => r.status === 'CUT')) {
      expect(Object.keys(row.rounds)).toEqual(['1', '2']);
      expect(row).toMatchObject({ currentRound: 2, thru: 18 });
    }
  });

  it('orders the leaderboard by status, then score', () => {
    const order = { active: 0, CUT: 1, WD: 2, DQ: 3 };
    for (let i = 1; i < board.rows.length; i++) {
      const [previous, row] = [board.rows[i - 1]!, board.rows[i]!];
      expect(order[row.status]).toBeGreaterThanOrEqual(order[previous.status]);
      if (row.status === previous.status)
        expect(row.totalToPar!).toBeGreaterThanOrEqual(previous.totalToPar!);
    }
  });
});

describe('totals', () => {
  it('equal the sum of the rounds at any moment', () => {
    const start = activePlan.firstTee[1];
    for (let hours = 0; hours < 100; hours += 7) {
      const board = leaderboardAt(activePlan, start + hours * 3_600_000);
      for (const row of board.rows) {
        const played = Object.values(row.rounds).filter((round) => round.strokes !== null);
        if (played.length === 0) {
          expect(row.totalStrokes).toBeNull();
          continue;
        }
        expect(row.totalStrokes).toBe(sumOf(played.map((round) => round.strokes!)));
        expect(row.totalToPar).toBe(sumOf(played.map((round) => round.toPar!)));
      }
    }
  });
});

describe('withdrawals and disqualifications', () => {
  const finalBoards: ProviderLeaderboard[] = plans.map((plan) => leaderboardAt(plan, seasonOver));

  it('stops a withdrawn golfer partway through the round, score kept', () => {
    for (const board of finalBoards) {
      const withdrawn = board.rows.filter((row) => row.status === 'WD' && row.thru > 0);
      expect(withdrawn.length).toBeGreaterThanOrEqual(1);
      for (const row of withdrawn) {
        expect(row.thru).toBeLessThan(18);
        expect(row.totalStrokes).not.toBeNull();
        expect(Object.keys(row.rounds)).toHaveLength(row.currentRound);
      }
    }
  });

  it('shows a golfer who withdrew at the first tee with no score at all', () => {
    const atTee = finalBoards.flatMap((board) =>
      board.rows.filter((row) => row.status === 'WD' && row.thru === 0),
    );
    expect(atTee.length).toBeGreaterThan(0);
    for (const row of atTee)
      expect(row).toMatchObject({ currentRound: 1, totalToPar: null, totalStrokes: null });
  });

  it('disqualifies one golfer in the season, who plays no further', () => {
    const disqualified = finalBoards.flatMap((board) =>
      board.rows.filter((row) => row.status === 'DQ'),
    );
    expect(disqualified).toHaveLength(1);
    expect(disqualified[0]!.currentRound).toBeLessThanOrEqual(2);
  });

  it('shows a withdrawal only once it has happened', () => {
    const exit = activePlan.golfers.find((golfer) => golfer.exit?.status === 'WD')!.exit!;
    const statusAt = (ms: number) =>
      leaderboardAt(activePlan, ms).rows.find((row) => row.golferExternalId === exit.golferId)!
        .status;
    expect(statusAt(exit.atMs - 1)).toBe('active');
    expect(statusAt(exit.atMs)).toBe('WD');
  });
});

describe('tee times across a DST change', () => {
  it.each([
    ['2025-11-01', '2025-10-30T11:00:00.000Z', '2025-11-02T13:00:00.000Z'], // EDT, then EST on Sunday
    ['2026-03-07', '2026-03-05T12:00:00.000Z', '2026-03-08T12:00:00.000Z'], // EST, then EDT on Sunday
  ])(
    'keeps every tee time in the New York morning or afternoon (anchor %s)',
    async (anchorDate, roundOne, roundFour) => {
      const clock = { now: () => new Date(`${anchorDate}T12:00:00Z`) };
      const sim = createSimulator({ seed: SEED, anchorDate, clock });
      const finish = sim.finishTime('sim-3');
      clock.now = () => finish;
      const board = await sim.getLeaderboard('sim-3');
      expect(board.tournament.firstTeeTime).toBe(roundOne);
      const teeTimes = board.rows.flatMap((row) =>
        Object.values(row.rounds).map((round) => round.teeTime!),
      );
      for (const time of teeTimes) {
        const local = newYorkWallClock(new Date(time));
        expect(local.hour).toBeGreaterThanOrEqual(7);
        expect(local.hour).toBeLessThan(17);
      }
      const roundFourTimes = board.rows
        .filter((row) => row.rounds[4])
        .map((row) => Date.parse(row.rounds[4]!.teeTime!));
      expect(new Date(Math.min(...roundFourTimes)).toISOString()).toBe(roundFour);
    },
  );
});
