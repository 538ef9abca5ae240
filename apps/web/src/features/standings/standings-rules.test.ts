import { describe, expect, it } from 'vitest';

import {
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
    expect(cutScoreText({ poolType: 'cut_score', cutScore: 4 })).toBe('Cut score: +4');
    expect(cutScoreText({ poolType: 'cut_score', cutScore: null })).toBeNull();
    expect(cutScoreText({ poolType: 'elimination', cutScore: 4 })).toBeNull();
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
