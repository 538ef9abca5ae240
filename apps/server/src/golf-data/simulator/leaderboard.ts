import type { GolferStatus } from '@fairway/contract';
import type {
  ProviderLeaderboard,
  ProviderLeaderboardRow,
  ProviderRound,
  ProviderTournament,
} from '../provider';
import type { GolferPlan, Round, TournamentPlan } from './plan';
import { ROUNDS } from './plan';
import { holesCompleted } from './schedule';

/** The view of a fully planned tournament at one instant: only elapsed time decides what shows. */

export function tournamentAt(plan: TournamentPlan, nowMs: number): ProviderTournament {
  const { tournament, firstTee, lastFinish } = plan;
  const status = nowMs < firstTee[1] ? 'upcoming' : nowMs < lastFinish[4] ? 'active' : 'completed';
  return {
    externalId: tournament.externalId,
    name: tournament.name,
    location: tournament.location,
    par: tournament.par,
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    status,
    currentRound: currentRound(plan, nowMs),
    firstTeeTime: new Date(firstTee[1]).toISOString(),
  };
}

/** The round being played, or the last one completed; 0 before the first tee time. */
function currentRound(plan: TournamentPlan, nowMs: number): Round | 0 {
  return ROUNDS.filter((round) => plan.firstTee[round] <= nowMs).at(-1) ?? 0;
}

export function leaderboardAt(plan: TournamentPlan, nowMs: number): ProviderLeaderboard {
  const tournament = tournamentAt(plan, nowMs);
  const round = currentRound(plan, nowMs);
  const rows = plan.golfers.map((golfer) => ({ golfer, row: rowAt(plan, golfer, round, nowMs) }));
  rows.sort((a, b) => compareRows(a.row, b.row) || a.golfer.fieldIndex - b.golfer.fieldIndex);
  return {
    tournament,
    // The last golfer on the course for a round stops at lastFinish; everyone else is done by then.
    roundComplete: round !== 0 && nowMs >= plan.lastFinish[round],
    rows: rows.map(({ row }) => row),
  };
}

function rowAt(
  plan: TournamentPlan,
  golfer: GolferPlan,
  tournamentRound: Round | 0,
  nowMs: number,
): ProviderLeaderboardRow {
  const exited = golfer.exit !== null && nowMs >= golfer.exit.atMs;
  const status = statusAt(plan, golfer, nowMs);
  // A round shows once its tee sheet is out; an exit only hides later rounds after it happens.
  const visible = ROUNDS.filter(
    (round) =>
      nowMs >= plan.scheduledAt[round] &&
      golfer.teeTimes[round] !== undefined &&
      !(exited && round > golfer.exit!.round),
  );
  const rounds: ProviderLeaderboardRow['rounds'] = {};
  for (const round of visible) rounds[round] = roundAt(plan, golfer, round, nowMs);

  // A golfer's current round is the tournament's, unless they are no longer in it (cut, exit).
  const current = visible.filter((round) => round <= Math.max(1, tournamentRound)).at(-1) ?? 1;
  const currentScore = rounds[current];
  const nextRound = visible.find((round) => round > current);
  const finishedCurrent = currentScore?.thru === 18;
  const teeTime =
    finishedCurrent && nextRound !== undefined && status === 'active'
      ? rounds[nextRound]!.teeTime
      : (currentScore?.teeTime ?? null);

  const started = visible.filter((round) => rounds[round]!.strokes !== null);
  return {
    golferExternalId: golfer.entry.golfer.externalId,
    name: golfer.entry.golfer.name,
    status,
    totalToPar: started.length > 0 ? sum(started.map((round) => rounds[round]!.toPar!)) : null,
    totalStrokes: started.length > 0 ? sum(started.map((round) => rounds[round]!.strokes!)) : null,
    currentRound: current,
    thru: currentScore?.thru ?? 0,
    teeTime,
    rounds,
  };
}

function statusAt(plan: TournamentPlan, golfer: GolferPlan, nowMs: number): GolferStatus {
  if (golfer.exit && nowMs >= golfer.exit.atMs) return golfer.exit.status;
  // The cut shows the moment round 3's tee sheet does: when the last golfer finishes round 2.
  if (!golfer.madeCut && nowMs >= plan.scheduledAt[3]) return 'CUT';
  return 'active';
}

function roundAt(
  plan: TournamentPlan,
  golfer: GolferPlan,
  round: Round,
  nowMs: number,
): ProviderRound {
  const teeMs = golfer.teeTimes[round]!;
  const teeTime = new Date(teeMs).toISOString();
  // Not teed off yet, or withdrawn at the tee without hitting a shot: no score.
  const withdrewAtTee = golfer.exit?.round === round && golfer.exit.afterHole === 0;
  if (nowMs < teeMs || withdrewAtTee) return { strokes: null, toPar: null, thru: 0, teeTime };
  const limit = golfer.exit?.round === round ? golfer.exit.afterHole : 18;
  const thru = Math.min(limit, holesCompleted(teeMs, nowMs));
  const strokes = golfer.strokesThrough[round]![thru]!;
  return { strokes, toPar: strokes - plan.parThrough[thru]!, thru, teeTime };
}

const STATUS_ORDER: Record<GolferStatus, number> = { active: 0, CUT: 1, WD: 2, DQ: 3 };

/** Leaderboard order: still playing first, then by score; golfers yet to tee off go last. */
function compareRows(a: ProviderLeaderboardRow, b: ProviderLeaderboardRow): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    nullsLast(a.totalToPar, b.totalToPar) ||
    b.thru - a.thru ||
    (a.teeTime ?? '').localeCompare(b.teeTime ?? '')
  );
}

function nullsLast(a: number | null, b: number | null): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return a - b;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
