import { describe, expect, it } from 'vitest';
import { columnsText, progressText, rankText } from './my-entry-text';

describe('the "my entry" card\'s wording', () => {
  it("writes a shared rank with golf's T", () => {
    expect(rankText({ rank: 3, tied: false })).toBe('3');
    expect(rankText({ rank: 52, tied: true })).toBe('T52');
  });

  it('says how far the golfer to root for has got', () => {
    expect(progressText(14)).toBe('thru 14');
    expect(progressText('7')).toBe('thru 7');
    expect(progressText(18)).toBe('finished');
    expect(progressText(0)).toBe('not started');
    expect(progressText('1:40 PM')).toBe('tees off 1:40 PM');
  });

  it('names the columns, the money ones only when the pool pays', () => {
    expect(columnsText(60, true)).toBe(
      'rank of 60, score to par, chance to win, chance to cash (finish in the paid places), payout if it ended now',
    );
    expect(columnsText(13, false)).toBe('rank of 13, score to par, chance to win');
  });
});
