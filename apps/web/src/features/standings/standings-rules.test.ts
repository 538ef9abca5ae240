import { describe, expect, it } from 'vitest';

import {
  countingReason,
  currentRoundText,
  cutScoreText,
  golferProgressLabel,
  outLabel,
  payoutLabel,
  payoutsNote,
  poolTypeText,
  progressMeaning,
  projectedCutText,
  showsPayouts,
  tiebreakNote,
  winningScoreText,
} from './standings-rules';
import { formatClock } from '../../lib/times';

describe('poolTypeText', () => {
  it('uses the spec wording for each pool type', () => {
    expect(poolTypeText('elimination')).toBe('Entries Eliminated if Golfer Cut');
    expect(poolTypeText('cut_score')).toBe('Cut Golfers Get Cut Score');
  });
});

describe('round and cut lines', () => {
  it('names the round only while the tournament is live', () => {
    expect(currentRoundText({ status: 'active', round: 3 })).toBe('Round 3');
    expect(currentRoundText({ status: 'completed', round: 4 })).toBeNull();
    expect(currentRoundText({ status: 'upcoming', round: 0 })).toBeNull();
  });

  it('writes the projected cut to par, or nothing when there is none', () => {
    expect(projectedCutText(2)).toBe('Projected cut: +2');
    expect(projectedCutText(0)).toBe('Projected cut: E');
    expect(projectedCutText(-1)).toBe('Projected cut: -1');
    expect(projectedCutText(null)).toBeNull();
  });

  it('shows the cut score only where it counts (cut_score pools)', () => {
    const made = { projectedCut: null } as const;
    expect(cutScoreText({ ...made, poolType: 'cut_score', cutScore: 4 })).toBe('Cut score: +4');
    expect(cutScoreText({ ...made, poolType: 'cut_score', cutScore: null })).toBeNull();
    expect(cutScoreText({ ...made, poolType: 'elimination', cutScore: 4 })).toBeNull();
  });

  it('shows one cut figure: the projected cut until the cut is made, the cut score after', () => {
    // Round 2: the line falls at E; the worst score still playing +1 is no second cut line.
    expect(cutScoreText({ poolType: 'cut_score', cutScore: 10, projectedCut: 0 })).toBeNull();
    expect(projectedCutText(0)).toBe('Projected cut: E');
    // The cut made (the projected cut is gone): what the cut golfers count.
    expect(cutScoreText({ poolType: 'cut_score', cutScore: 4, projectedCut: null })).toBe(
      'Cut score: +4',
    );
  });
});

describe('golferProgressLabel', () => {
  it('shows F for a finished round and the hole count mid-round', () => {
    expect(golferProgressLabel({ status: 'active', round: 2, thru: 18, teeTime: null })).toBe('F');
    expect(golferProgressLabel({ status: 'active', round: 2, thru: 12, teeTime: null })).toBe('12');
    expect(golferProgressLabel({ status: 'active', round: 1, thru: 0, teeTime: null })).toBe('–');
  });

  it("shows a golfer's tee time in the viewer's zone before the round starts", () => {
    const teeTime = '2026-06-13T17:40:00.000Z';
    expect(golferProgressLabel({ status: 'active', round: 3, thru: '1:40 PM', teeTime })).toBe(
      formatClock(teeTime),
    );
  });

  it('keeps text it cannot read as a clock', () => {
    expect(golferProgressLabel({ status: 'active', round: 1, thru: 'TBD', teeTime: null })).toBe(
      'TBD',
    );
  });

  it('shows the status and round for golfers who are out', () => {
    expect(golferProgressLabel({ status: 'CUT', round: 2, thru: 18, teeTime: null })).toBe(
      'CUT R2',
    );
    expect(golferProgressLabel({ status: 'WD', round: 1, thru: 9, teeTime: null })).toBe('WD R1');
    expect(outLabel({ status: 'DQ', round: 0 })).toBe('DQ');
  });
});

describe('progressMeaning', () => {
  it('spells the progress out for screen readers', () => {
    expect(progressMeaning({ status: 'active' }, 'F')).toBe('finished round');
    expect(progressMeaning({ status: 'active' }, '12')).toBe('thru 12');
    expect(progressMeaning({ status: 'active' }, '1:40 PM')).toBe('tees off 1:40 PM');
    expect(progressMeaning({ status: 'active' }, '–')).toBe('not started');
    expect(progressMeaning({ status: 'CUT' }, 'CUT R2')).toBe('CUT R2');
  });
});

describe('payout wording', () => {
  it('shows money only for a pool with a prize', () => {
    expect(showsPayouts(0)).toBe(false);
    expect(showsPayouts(12.5)).toBe(true);
  });

  it('calls payouts projected until the tournament is completed', () => {
    expect(payoutsNote('active')).toBe('Projected payouts');
    expect(payoutsNote('completed')).toBe('Final payouts');
    expect(payoutLabel('active')).toBe('Projected payout');
    expect(payoutLabel('completed')).toBe('Payout');
  });
});

describe('countingReason (the scoring audit)', () => {
  const base = {
    status: 'active',
    round: 2,
    score: -4,
    actualScore: -4,
    thru: 12,
    teeTime: null,
  } as const;

  it('explains the cut score a golfer out of a cut_score pool counts', () => {
    const cut = { ...base, status: 'CUT', round: 2, score: 3, actualScore: 6, thru: 18 } as const;
    expect(countingReason(cut, 'cut_score')).toBe(
      'CUT after R2: counts +3, the worst score among golfers still playing (+2) plus one',
    );
    expect(countingReason({ ...cut, status: 'WD', round: 1 }, 'cut_score')).toMatch(
      /^WD in R1: counts \+3/,
    );
  });

  it('says an out golfer eliminates the entry in an elimination pool', () => {
    const dq = { ...base, status: 'DQ', round: 3, score: 5, actualScore: 5 } as const;
    expect(countingReason(dq, 'elimination')).toBe(
      'DQ in R3: eliminates this entry (their own +5 ranks it among the eliminated)',
    );
  });

  it("counts a golfer's own score where they are, and even before they tee off", () => {
    expect(countingReason(base, 'cut_score')).toBe(
      'Counts their own score: -4 through 12 holes of R2',
    );
    expect(countingReason({ ...base, score: 2, actualScore: 2, thru: 1 }, 'cut_score')).toBe(
      'Counts their own score: +2 through 1 hole of R2',
    );
    expect(countingReason({ ...base, thru: 18 }, 'elimination')).toBe(
      'Counts their own score: -4 after R2',
    );
    const waiting = { ...base, round: 3, thru: '1:40 PM', teeTime: '2026-06-13T17:40:00.000Z' };
    expect(countingReason(waiting, 'cut_score')).toBe('Counts their own score: -4 before R3');
    const fresh = { ...base, round: 1, score: 0, actualScore: null, thru: 0 };
    expect(countingReason(fresh, 'cut_score')).toBe('Not started: counts E until they tee off');
  });
});

describe('the tiebreak and the winning score', () => {
  it("says how the tiebreak placed an entry: its guess beside the winner's score", () => {
    expect(tiebreakNote(-12, -14)).toBe('Tiebreak: guess -12, winner -14');
    expect(tiebreakNote(0, 2)).toBe('Tiebreak: guess E, winner +2');
    // No guess ranks after every guess.
    expect(tiebreakNote(null, -14)).toBe('Tiebreak: no guess, winner -14');
  });

  it('names the winning score once the tournament is completed, never before', () => {
    expect(winningScoreText({ status: 'completed', winningScore: -14 })).toBe('Winning score: -14');
    expect(winningScoreText({ status: 'active', winningScore: null })).toBeNull();
    expect(winningScoreText({ status: 'completed', winningScore: null })).toBeNull();
  });
});
