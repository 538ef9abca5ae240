import type {
  GolfDataProvider,
  ProviderField,
  ProviderLeaderboard,
  ProviderTournament,
} from '../provider';
import { leaderboardAt, tournamentAt } from './leaderboard';
import type { TournamentPlan } from './plan';
import { planTournament } from './plan';
import type { SimTournament } from './season';
import { buildSeason } from './season';

export interface SimulatorOptions {
  /** Same seed, same season: names, odds, draws and every hole score. */
  seed: string;
  /** YYYY-MM-DD (New York): the day the season was first generated; the schedule is placed around it. */
  anchorDate: string;
  clock: { now(): Date };
}

export interface Simulator extends GolfDataProvider {
  readonly name: 'simulator';
  /** Round 1's first tee time. */
  firstTeeTime(externalId: string): Date;
  /** When the last golfer completes round 4. */
  finishTime(externalId: string): Date;
}

/**
 * A deterministic PGA-style season. Each tournament is played out in full on first use (a
 * pure function of seed and anchor date, so caching it changes nothing); the clock only
 * decides how much of it has happened.
 */
export function createSimulator(options: SimulatorOptions): Simulator {
  const { seed, anchorDate, clock } = options;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(anchorDate))
    throw new Error(`Invalid simulator anchor date: ${anchorDate}`);
  const season = buildSeason(seed, anchorDate);
  const plans = new Map<string, TournamentPlan>();

  const tournamentById = (externalId: string): SimTournament => {
    const tournament = season.find((candidate) => candidate.externalId === externalId);
    if (!tournament) throw new Error(`Unknown simulator tournament: ${externalId}`);
    return tournament;
  };
  const planFor = (externalId: string): TournamentPlan => {
    let plan = plans.get(externalId);
    if (!plan) {
      plan = planTournament(seed, tournamentById(externalId));
      plans.set(externalId, plan);
    }
    return plan;
  };
  const nowMs = () => clock.now().getTime();

  return {
    name: 'simulator',
    // The simulated season is placed around the anchor date, so there is no other year to ask for.
    listTournaments: async (_year?: number): Promise<ProviderTournament[]> =>
      season.map((tournament) => tournamentAt(planFor(tournament.externalId), nowMs())),
    getField: async (externalId: string): Promise<ProviderField> => ({
      golfers: tournamentById(externalId).field.map(({ golfer, odds }) => ({
        externalId: golfer.externalId,
        name: golfer.name,
        country: golfer.country,
        odds,
      })),
      // The schedule already carries the simulated tee times, par and place.
      firstTeeTime: null,
      par: null,
      location: null,
    }),
    getLeaderboard: async (externalId: string): Promise<ProviderLeaderboard> =>
      leaderboardAt(planFor(externalId), nowMs()),
    firstTeeTime: (externalId) => new Date(planFor(externalId).firstTee[1]),
    finishTime: (externalId) => new Date(planFor(externalId).lastFinish[4]),
  };
}
