import { describe, expect, it } from 'vitest';
import { chooseDemoPlayer, stillPlaying } from './demo-player';

const row = (
  entryId: number,
  rank: number,
  winProbability: number | undefined,
  eliminated = false,
) => ({
  entryId,
  rank,
  eliminated,
  winProbability,
  player: { id: entryId * 10, name: `Player ${entryId}` },
});

describe('whom a visitor plays as in the demo', () => {
  it('is the contender with the best chance to win, not the leader', () => {
    const rows = [row(1, 1, 0.6), row(2, 2, 0.1), row(3, 3, 0.25), row(4, 4, 0.05)];
    expect(chooseDemoPlayer(rows)).toEqual({ id: 30, name: 'Player 3' });
  });

  it('passes over entries tied for the lead and eliminated ones; the better rank breaks ties', () => {
    const rows = [row(1, 1, 0.4), row(2, 1, 0.4), row(3, 3, 0.1, true), row(4, 4, 0), row(5, 5, 0)];
    expect(chooseDemoPlayer(rows)?.id).toBe(40);
  });

  it("passes over a leader's other entries too: the visitor chases the lead", () => {
    const leader = { id: 10, name: 'Player 1' };
    const rows = [row(1, 1, 0.6), { ...row(2, 2, 0.3), player: leader }, row(3, 3, 0.1)];
    expect(chooseDemoPlayer(rows)?.id).toBe(30);
  });

  it('goes by rank before the first forecast, and the leader when nobody else is left (or all are out)', () => {
    expect(
      chooseDemoPlayer([row(1, 1, undefined), row(2, 2, undefined), row(3, 3, undefined)]),
    ).toMatchObject({ id: 20 });
    expect(chooseDemoPlayer([row(1, 1, 1), row(2, 2, 0, true)])?.id).toBe(10);
    expect(chooseDemoPlayer([row(1, 1, 0, true), row(2, 2, 0, true)])?.id).toBe(10);
    expect(chooseDemoPlayer([])).toBeNull();
  });

  it('keeps the player while their entry is alive with a chance (or none forecast yet)', () => {
    const rows = [row(1, 1, 0.7), row(2, 2, 0.3), row(3, 3, 0), row(4, 4, 0.2, true)];
    expect(stillPlaying(rows, 10)).toBe(true);
    expect(stillPlaying(rows, 20)).toBe(true);
    expect(stillPlaying(rows, 30)).toBe(false);
    expect(stillPlaying(rows, 40)).toBe(false);
    expect(stillPlaying(rows, 99)).toBe(false);
    expect(stillPlaying([row(5, 1, undefined)], 50)).toBe(true);
  });
});
