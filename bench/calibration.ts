import {
  autoAssignTiers,
  computeStandings,
  type PoolType,
  type StandingsEntry,
} from '@fairway/domain';
import { storedRow } from '../apps/server/src/modules/tournaments/feed/stored-row';
import { createSimulator } from '../apps/server/src/golf-data/simulator';
import { randomFor, type Random } from '../apps/server/src/lib/random';
import { ForecastEngine, type ForecastResult } from '../apps/server/src/modules/forecast/engine';
import { fieldModel } from '../apps/server/src/modules/forecast/field-model';
import { groupModel } from '../apps/server/src/modules/forecast/forecast-input';

/**
 * Are the forecast's chances honest? Plays simulated seasons (one per seed), gives each
 * tournament a pool of random entries, forecasts it at moments through the four rounds and
 * compares each chance with what then happened (docs/performance.md, "Win probability").
 * Scored by the Brier score (mean squared gap between chance and outcome; lower is better)
 * against a naive forecast that gives the current leaders an equal share, and by buckets of
 * predicted chance against how often those entries won.
 */
export interface CalibrationOptions {
  seeds: string[];
  entriesPerPool: number;
  /** Moments to forecast at, as fractions of the time from the first tee to the last putt. */
  moments: number[];
  simulations: number;
}

export interface Calibration {
  tournaments: number;
  forecasts: number;
  predictions: number;
  brier: { forecast: number; leadersShareIt: number; everyoneEqual: number };
  buckets: { from: number; to: number; entries: number; predicted: number; won: number }[];
}

const BUCKET_EDGES = [0, 0.02, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1.0001];
const ANCHOR_DATE = '2026-06-10';

export async function calibrate(options: CalibrationOptions): Promise<Calibration> {
  const engine = new ForecastEngine();
  const predictions: { chance: number; naive: number; won: number; equal: number }[] = [];
  let tournaments = 0;
  let forecasts = 0;
  for (const seed of options.seeds) {
    let now = 0;
    const simulator = createSimulator({
      seed,
      anchorDate: ANCHOR_DATE,
      clock: { now: () => new Date(now) },
    });
    for (const { externalId } of await simulator.listTournaments()) {
      tournaments += 1;
      const { golfers } = await simulator.getField(externalId);
      const ids = new Map(golfers.map((golfer, i) => [golfer.externalId, i + 1]));
      const odds = new Map(golfers.map((golfer) => [ids.get(golfer.externalId)!, golfer.odds]));
      const random = randomFor(seed, externalId, 'pool');
      const poolType: PoolType = random() < 0.5 ? 'cut_score' : 'elimination';
      const entries = poolEntries(odds, options.entriesPerPool, random);
      const boardAt = async (ms: number) => {
        now = ms;
        const { rows } = await simulator.getLeaderboard(externalId);
        return rows.map((row) => ({
          ...storedRow(row, ids.get(row.golferExternalId)!),
          name: row.name,
        }));
      };
      const first = simulator.firstTeeTime(externalId).getTime();
      const last = simulator.finishTime(externalId).getTime();
      const outcome = shares(
        computeStandings(entries, await boardAt(last + 60_000), poolType, true, 4).rows,
      );

      for (const moment of options.moments) {
        const board = await boardAt(first + (last - first) * moment);
        const round = Math.max(...board.map((row) => row.currentRound));
        const current = computeStandings(entries, board, poolType, false, round).rows;
        const field = fieldModel(board, odds, round >= 3);
        const link = { version: 0, poolType };
        const money = { prizePoolCents: 0, payoutStructure: '100' };
        const result = engine.handle({
          kind: 'forecast',
          fieldKey: `${seed}:${externalId}:${moment}`,
          field,
          sims: options.simulations,
          seed: 'calibration',
          groupKey: `${seed}:${externalId}:${moment}`,
          group: groupModel(field, { entries, link, money, board }),
        }) as ForecastResult;
        forecasts += 1;
        const leaders = shares(current);
        entries.forEach((entry, i) =>
          predictions.push({
            chance: result.winProbability[i]!,
            naive: leaders.get(entry.id) ?? 0,
            won: outcome.get(entry.id) ?? 0,
            equal: 1 / entries.length,
          }),
        );
      }
    }
  }
  const brier = (pick: (p: (typeof predictions)[number]) => number) =>
    round4(predictions.reduce((sum, p) => sum + (pick(p) - p.won) ** 2, 0) / predictions.length);
  return {
    tournaments,
    forecasts,
    predictions: predictions.length,
    brier: {
      forecast: brier((p) => p.chance),
      leadersShareIt: brier((p) => p.naive),
      everyoneEqual: brier((p) => p.equal),
    },
    buckets: BUCKET_EDGES.slice(1).map((to, i) => {
      const from = BUCKET_EDGES[i]!;
      const inside = predictions.filter((p) => p.chance >= from && p.chance < to);
      const mean = (pick: (p: (typeof predictions)[number]) => number) =>
        inside.length ? round4(inside.reduce((sum, p) => sum + pick(p), 0) / inside.length) : 0;
      return {
        from,
        to: Math.min(1, to),
        entries: inside.length,
        predicted: mean((p) => p.chance),
        won: mean((p) => p.won),
      };
    }),
  };
}

/** Random entries as a group would pick them: one golfer from tiers 1 to 3, two from tier 4. */
function poolEntries(
  odds: Map<number, number | null>,
  count: number,
  random: Random,
): StandingsEntry[] {
  const tiers = autoAssignTiers([...odds].map(([id, price]) => ({ id, odds: price })));
  const inTier = (tier: number) => [...tiers].filter(([, t]) => t === tier).map(([id]) => id);
  const [one, two, three, four] = [inTier(1), inTier(2), inTier(3), inTier(4)];
  const any = (ids: number[]) => ids[Math.floor(random() * ids.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const first = any(four!);
    let second = any(four!);
    while (second === first) second = any(four!);
    return {
      id: i + 1,
      userId: i + 1,
      userName: `Player ${i + 1}`,
      tier1GolferId: any(one!),
      tier2GolferId: any(two!),
      tier3GolferId: any(three!),
      tier4GolferId1: first,
      tier4GolferId2: second,
      tiebreaker: -5 - Math.floor(random() * 16),
    };
  });
}

/** Each entry's share of first place in standings (1/k to each of k tied first). */
function shares(rows: readonly { entryId: number; rank: number }[]): Map<number, number> {
  const first = rows.filter((row) => row.rank === 1);
  return new Map(first.map((row) => [row.entryId, 1 / first.length]));
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;
