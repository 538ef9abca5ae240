import { describe, expect, it } from 'vitest';
import { createSimulator } from './simulator';

const ANCHOR = '2025-06-14';
const HOUR = 3_600_000;

/** A clock the test moves by hand. */
function handClock(start: string | Date) {
  let now = new Date(start);
  return { now: () => now, set: (date: Date) => (now = date) };
}

function simulatorAt(time: string | Date, seed = 'fairway') {
  const clock = handClock(time);
  return { clock, sim: createSimulator({ seed, anchorDate: ANCHOR, clock }) };
}

describe('createSimulator', () => {
  it('is the simulator provider and lists five tournaments with statuses from the clock', async () => {
    const { sim } = simulatorAt('2025-06-14T16:00:00Z');
    expect(sim.name).toBe('simulator');
    const list = await sim.listTournaments(2025);
    expect(list.map((t) => [t.externalId, t.status])).toEqual([
      ['sim-1', 'completed'],
      ['sim-2', 'completed'],
      ['sim-3', 'active'],
      ['sim-4', 'upcoming'],
      ['sim-5', 'upcoming'],
    ]);
    expect(list.map((t) => t.currentRound)).toEqual([4, 4, 3, 0, 0]);
    for (const tournament of list)
      expect(tournament.firstTeeTime).toBe(sim.firstTeeTime(tournament.externalId).toISOString());
  });

  it('throws for an unknown tournament', async () => {
    const { sim } = simulatorAt('2025-06-14T16:00:00Z');
    await expect(sim.getLeaderboard('sim-9')).rejects.toThrow(Error);
    await expect(sim.getField('nope')).rejects.toThrow(/Unknown simulator tournament/);
    expect(() => sim.finishTime('sim-0')).toThrow(Error);
  });

  it('returns the field with names, countries and odds', async () => {
    const { sim } = simulatorAt('2025-06-14T16:00:00Z');
    const { golfers: field } = await sim.getField('sim-3');
    expect(field).toHaveLength(156);
    expect(field[0]).toEqual({
      externalId: expect.stringMatching(/^sim-g-\d+$/),
      name: expect.any(String),
      country: expect.any(String),
      odds: expect.any(Number),
    });
    const board = await sim.getLeaderboard('sim-3');
    expect(new Set(board.rows.map((row) => row.golferExternalId))).toEqual(
      new Set(field.map((golfer) => golfer.externalId)),
    );
  });

  it('gives identical results for the same seed, anchor and time, and different ones for another seed', async () => {
    const time = '2025-06-14T17:23:00Z';
    const first = await simulatorAt(time).sim.getLeaderboard('sim-3');
    const second = await simulatorAt(time).sim.getLeaderboard('sim-3');
    expect(second).toEqual(first);
    const other = await simulatorAt(time, 'other-seed').sim.getLeaderboard('sim-3');
    expect(other.rows).not.toEqual(first.rows);
  });

  it('does not depend on how often or in what order it is asked', async () => {
    const { sim, clock } = simulatorAt('2025-06-12T12:00:00Z');
    for (let hour = 0; hour < 30; hour += 3) {
      clock.set(new Date(Date.parse('2025-06-12T12:00:00Z') + hour * HOUR));
      await sim.getLeaderboard('sim-3');
    }
    clock.set(new Date('2025-06-13T15:00:00Z'));
    const fresh = await simulatorAt('2025-06-13T15:00:00Z').sim.getLeaderboard('sim-3');
    expect(await sim.getLeaderboard('sim-3')).toEqual(fresh);
  });

  it('shows nobody on the course before the first tee time', async () => {
    const { sim, clock } = simulatorAt(ANCHOR);
    clock.set(new Date(sim.firstTeeTime('sim-4').getTime() - 1));
    const board = await sim.getLeaderboard('sim-4');
    expect(board.tournament.status).toBe('upcoming');
    expect(board.tournament.currentRound).toBe(0);
    expect(board.roundComplete).toBe(false);
    for (const row of board.rows) {
      expect(row).toMatchObject({
        status: 'active',
        totalToPar: null,
        totalStrokes: null,
        currentRound: 1,
        thru: 0,
      });
      expect(Object.keys(row.rounds)).toEqual(['1', '2']);
      expect(row.rounds[1]).toMatchObject({ strokes: null, toPar: null, thru: 0 });
      expect(row.teeTime).toBe(row.rounds[1]!.teeTime);
    }
  });

  it('advances play as the clock moves', async () => {
    const { sim, clock } = simulatorAt(ANCHOR);
    const start = sim.firstTeeTime('sim-4').getTime();
    const thruAt = async (ms: number) => {
      clock.set(new Date(ms));
      const board = await sim.getLeaderboard('sim-4');
      return new Map(board.rows.map((row) => [row.golferExternalId, row.thru]));
    };
    const early = await thruAt(start + HOUR);
    const later = await thruAt(start + 3 * HOUR);
    expect(Math.max(...early.values())).toBe(4); // 60 minutes at 14 a hole
    expect(Math.max(...later.values())).toBe(12);
    for (const [id, thru] of early) expect(later.get(id)!).toBeGreaterThanOrEqual(thru);
    const moved = [...early].filter(([id, thru]) => later.get(id)! > thru).length;
    expect(moved).toBeGreaterThan(early.size / 4);
    expect([...later.values()].filter((thru) => thru > 0).length).toBeGreaterThan(
      [...early.values()].filter((thru) => thru > 0).length,
    );
  });

  it('moves a tournament from upcoming to active to completed', async () => {
    const { sim, clock } = simulatorAt(ANCHOR);
    const first = sim.firstTeeTime('sim-4').getTime();
    const finish = sim.finishTime('sim-4').getTime();
    const statusAt = async (ms: number) => {
      clock.set(new Date(ms));
      const board = await sim.getLeaderboard('sim-4');
      const listed = (await sim.listTournaments()).find((t) => t.externalId === 'sim-4')!;
      expect(listed.status).toBe(board.tournament.status);
      return [board.tournament.status, board.tournament.currentRound, board.roundComplete];
    };
    expect(await statusAt(first - 60_000)).toEqual(['upcoming', 0, false]);
    expect(await statusAt(first)).toEqual(['active', 1, false]);
    expect(await statusAt(first + 30 * HOUR)).toEqual(['active', 2, false]);
    expect(await statusAt(finish - 1)).toEqual(['active', 4, false]);
    expect(await statusAt(finish)).toEqual(['completed', 4, true]);
    expect(finish - first).toBeGreaterThan(3 * 24 * HOUR);
    expect(finish - first).toBeLessThan(4 * 24 * HOUR);
  });

  it('answers a leaderboard in well under 20 ms', async () => {
    const { sim, clock } = simulatorAt('2025-06-14T13:00:00Z');
    await sim.getLeaderboard('sim-3'); // the one-off full play-out
    const started = performance.now();
    for (let minute = 0; minute < 20; minute++) {
      clock.set(new Date(Date.parse('2025-06-14T13:00:00Z') + minute * 60_000));
      await sim.getLeaderboard('sim-3');
    }
    expect((performance.now() - started) / 20).toBeLessThan(20);
  });
});
