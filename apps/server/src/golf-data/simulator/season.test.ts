import { describe, expect, it } from 'vitest';
import { buildSeason } from './season';
import { addDays } from '../../lib/time';

const ANCHOR = '2025-06-14';
const season = buildSeason('fairway', ANCHOR);

describe('the simulated season', () => {
  it('places five tournaments around the anchor date, four days each', () => {
    expect(season.map((t) => t.externalId)).toEqual(['sim-1', 'sim-2', 'sim-3', 'sim-4', 'sim-5']);
    expect(season.map((t) => t.startDate)).toEqual(
      [-21, -14, -2, 5, 12].map((days) => addDays(ANCHOR, days)),
    );
    for (const tournament of season) {
      expect(tournament.endDate).toBe(addDays(tournament.startDate, 3));
      expect(tournament.location).toMatch(/^[A-Z][A-Za-z .]+, [A-Z]{2}$/);
      expect(tournament.par).toBeGreaterThanOrEqual(70);
      expect(tournament.par).toBeLessThanOrEqual(72);
      expect(tournament.holePars).toHaveLength(18);
      expect(tournament.holePars.reduce((sum, par) => sum + par, 0)).toBe(tournament.par);
    }
    expect(new Set(season.map((t) => t.name)).size).toBe(5);
  });

  it('draws fields of 140-156 from one roster with stable ids and distinct names', () => {
    const nameById = new Map<string, string>();
    for (const tournament of season) {
      expect(tournament.field.length).toBeGreaterThanOrEqual(140);
      expect(tournament.field.length).toBeLessThanOrEqual(156);
      const ids = tournament.field.map((entry) => entry.golfer.externalId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const { golfer } of tournament.field) {
        expect(golfer.externalId).toMatch(/^sim-g-\d+$/);
        expect(golfer.name).toMatch(/^\S+ .+$/);
        expect(golfer.country).toMatch(/^[A-Z]{3}$/);
        expect(nameById.get(golfer.externalId) ?? golfer.name).toBe(golfer.name);
        nameById.set(golfer.externalId, golfer.name);
      }
    }
    expect(season[2]!.field).toHaveLength(156);
    expect(new Set(nameById.values()).size).toBe(nameById.size);
  });

  it('prices each field like a sportsbook: a handful of favourites, a long tail', () => {
    for (const seed of ['fairway', 'another-season']) {
      for (const tournament of buildSeason(seed, ANCHOR)) {
        const odds = tournament.field.map((entry) => entry.odds);
        const band = (low: number, high: number) => odds.filter((o) => o > low && o <= high).length;
        const [favourites, contenders, outsiders, longShots] = [
          band(0, 20),
          band(20, 50),
          band(50, 100),
          band(100, Infinity),
        ];
        expect(favourites).toBeGreaterThanOrEqual(3);
        expect(favourites).toBeLessThanOrEqual(12);
        expect(contenders).toBeGreaterThan(favourites);
        expect(outsiders).toBeGreaterThan(favourites);
        expect(longShots).toBeGreaterThan(outsiders);
        expect(Math.min(...odds)).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('lets skill drive the odds: the favourites are the stronger golfers', () => {
    for (const { field } of season) {
      const meanSkill = (entries: typeof field) =>
        entries.reduce((sum, entry) => sum + entry.skill, 0) / entries.length;
      expect(meanSkill(field.slice(0, 10))).toBeLessThan(-1.5);
      expect(meanSkill(field.slice(-30))).toBeGreaterThan(0.8);
    }
  });

  it('has one or two withdrawals per event and a disqualification in exactly one', () => {
    for (const { exits, field } of season) {
      const midRound = exits.filter((exit) => exit.status === 'WD' && exit.afterHole > 0);
      expect(midRound.length).toBeGreaterThanOrEqual(1);
      expect(midRound.length).toBeLessThanOrEqual(2);
      for (const exit of exits) {
        expect(field.some((entry) => entry.golfer.externalId === exit.golferId)).toBe(true);
        expect([1, 2]).toContain(exit.round);
      }
      for (const exit of midRound) expect(exit.afterHole).toBeLessThan(18);
      expect(new Set(exits.map((exit) => exit.golferId)).size).toBe(exits.length);
    }
    expect(season.flatMap((t) => t.exits).filter((exit) => exit.status === 'DQ')).toHaveLength(1);
  });

  it('has a golfer withdraw at the first tee, before a shot, in some events and not others', () => {
    const atTee = season.map(({ exits }) =>
      exits.filter((exit) => exit.status === 'WD' && exit.afterHole === 0),
    );
    for (const exits of atTee) {
      expect(exits.length).toBeLessThanOrEqual(1);
      for (const exit of exits) expect(exit.round).toBe(1);
    }
    const events = atTee.filter((exits) => exits.length === 1).length;
    expect(events).toBeGreaterThan(0);
    expect(events).toBeLessThan(season.length);
  });
});
