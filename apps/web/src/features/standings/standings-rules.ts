import type { PoolType, StandingGolfer, StandingsResponse } from '@fairway/contract';
import { formatToPar } from '../../lib/format';
import { thruLabel } from '../leaderboard';

/**
 * The standings screen's wording, kept free of React so each rule is tested on its own.
 */

type StandingsTournament = StandingsResponse['tournament'];

/** What happens to a golfer who misses the cut, in the spec's words. */
export const poolTypeText = (poolType: PoolType) =>
  poolType === 'elimination' ? 'Entries Eliminated if Golfer Cut' : 'Cut Golfers Get Cut Score';

/** "Round 3" while the tournament is live; nothing before or after. */
export const currentRoundText = (tournament: Pick<StandingsTournament, 'status' | 'round'>) =>
  tournament.status === 'active' && tournament.round > 0 ? `Round ${tournament.round}` : null;

export const projectedCutText = (projectedCut: number | null) =>
  projectedCut === null ? null : `Projected cut: ${formatToPar(projectedCut)}`;

/**
 * The score CUT, WD and DQ golfers count in a cut_score pool, once the cut is made (docs/rules.md,
 * "Scoring and standings"). Before it, while the projected cut is shown, the header shows that
 * one figure alone: the cut score then only prices a withdrawal (its audit line says so) and
 * read beside it as a second cut line ("Projected cut: E", "Cut score: +10"). Elimination pools
 * count the golfer's own score, so the number would only mislead there.
 */
export const cutScoreText = (
  tournament: Pick<StandingsTournament, 'poolType' | 'cutScore' | 'projectedCut'>,
) =>
  tournament.poolType === 'cut_score' &&
  tournament.cutScore !== null &&
  tournament.projectedCut === null
    ? `Cut score: ${formatToPar(tournament.cutScore)}`
    : null;

export const isGolferOut = (golfer: Pick<StandingGolfer, 'status'>) => golfer.status !== 'active';

/** "CUT R2": the status and the last round the golfer played. */
export function outLabel(golfer: Pick<StandingGolfer, 'status' | 'round'>): string {
  return golfer.round > 0 ? `${golfer.status} R${golfer.round}` : golfer.status;
}

/**
 * The golfer's progress under the name: "F" after 18 holes, the hole count mid-round, the tee
 * time (in the viewer's zone) before the round starts, or "CUT R2" for a golfer who is out.
 */
export function golferProgressLabel(
  golfer: Pick<StandingGolfer, 'status' | 'round' | 'thru' | 'teeTime'>,
): string {
  if (isGolferOut(golfer)) return outLabel(golfer);
  return thruLabel(golfer.thru, golfer.teeTime);
}

/** Screen-reader wording for the progress label: "finished round", "thru 12", "tees off 1:40 PM". */
export function progressMeaning(golfer: Pick<StandingGolfer, 'status'>, label: string) {
  if (isGolferOut(golfer)) return label;
  if (label === 'F') return 'finished round';
  if (label === '–') return 'not started';
  return /^\d+$/.test(label) ? `thru ${label}` : `tees off ${label}`;
}

/** "CUT after R2", "WD in R1": when and how a golfer left the tournament. */
function leftText(golfer: Pick<StandingGolfer, 'status' | 'round'>): string {
  const round = golfer.round > 0 ? ` R${golfer.round}` : '';
  return golfer.status === 'CUT' ? `CUT after${round}` : `${golfer.status} in${round}`;
}

/**
 * Why a golfer counts what the entry counts for them (the scoring audit in an entry's detail),
 * following docs/rules.md "Scoring and standings": a golfer out of a cut_score pool counts the
 * cut score, the worst score among golfers still playing plus one; in an elimination pool they
 * eliminate the entry; anyone else counts their own score, even (E) before teeing off.
 */
export function countingReason(
  golfer: Pick<StandingGolfer, 'status' | 'round' | 'score' | 'actualScore' | 'thru' | 'teeTime'>,
  poolType: PoolType,
): string {
  if (isGolferOut(golfer)) {
    if (poolType === 'elimination')
      return `${leftText(golfer)}: eliminates this entry (their own ${formatToPar(golfer.actualScore ?? 0)} ranks it among the eliminated)`;
    return `${leftText(golfer)}: counts ${formatToPar(golfer.score)}, the worst score among golfers still playing (${formatToPar(golfer.score - 1)}) plus one`;
  }
  if (golfer.actualScore === null) return 'Not started: counts E until they tee off';
  const progress = golferProgressLabel(golfer);
  const where =
    progress === 'F'
      ? `after R${golfer.round}`
      : /^\d+$/.test(progress)
        ? `through ${progress} ${progress === '1' ? 'hole' : 'holes'} of R${golfer.round}`
        : `before R${golfer.round}`;
  return `Counts their own score: ${formatToPar(golfer.score)} ${where}`;
}

/** A pool with no entry fees has no money to show: no prize pool line, no Payout column. */
export const showsPayouts = (prizePool: number) => prizePool > 0;

/**
 * Payouts follow the current ranks while the tournament is played and are final once it is
 * completed (docs/rules.md "Payouts").
 */
export const payoutsAreFinal = (status: StandingsTournament['status']) => status === 'completed';

/** The prize pool line's note: "Projected payouts" while in play, "Final payouts" after. */
export const payoutsNote = (status: StandingsTournament['status']) =>
  payoutsAreFinal(status) ? 'Final payouts' : 'Projected payouts';

/** How an entry's own amount is labelled in its detail. */
export const payoutLabel = (status: StandingsTournament['status']) =>
  payoutsAreFinal(status) ? 'Payout' : 'Projected payout';

/** "Winning score: -14" on a completed tournament's standings: what tiebreak guesses aim at. */
export const winningScoreText = (
  tournament: Pick<StandingsTournament, 'status' | 'winningScore'>,
) =>
  payoutsAreFinal(tournament.status) && tournament.winningScore !== null
    ? `Winning score: ${formatToPar(tournament.winningScore)}`
    : null;

/**
 * How the tiebreak placed an entry level on score with another (docs/rules.md, "Ties and the
 * tiebreak"): its guess of the winner's score beside the winner's score ("guess -12, winner
 * -14"); an entry without a guess ranks after those with one.
 */
export function tiebreakHow(tiebreaker: number | null, winningScore: number | null): string {
  const guess = tiebreaker === null ? 'no guess' : `guess ${formatToPar(tiebreaker)}`;
  return winningScore === null ? guess : `${guess}, winner ${formatToPar(winningScore)}`;
}

/** The note on a row the tiebreak placed: "Tiebreak: guess -12, winner -14". */
export const tiebreakNote = (tiebreaker: number | null, winningScore: number | null) =>
  `Tiebreak: ${tiebreakHow(tiebreaker, winningScore)}`;
