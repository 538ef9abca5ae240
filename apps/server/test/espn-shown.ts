import { isDeepStrictEqual } from 'node:util';
import type { LeaderboardResponse, LeaderboardRow } from '@fairway/contract';

/**
 * A leaderboard row as a person reads it, built two ways so they can be compared: from ESPN's
 * raw JSON (what ESPN showed) and from the app's GET /api/tournament/{id}/leaderboard (what
 * Fairway shows). Neither side uses the adapter.
 */
export interface ShownRow {
  status: 'active' | 'CUT' | 'WD' | 'DQ';
  /** "1", "T3", "-" (no score yet) for golfers still in; the status for the others. */
  position: string;
  toPar: number | null;
  /** The to-par of the round in play, for golfers still in who have started it. */
  today: number | null;
  /** Holes played in the current round, or its tee time ("2:11 PM", New York) before it starts; golfers still in only. */
  thru: string | null;
  /** Rounds with strokes: round -> [strokes, to par]. */
  rounds: Record<string, [number, number | null]>;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** "E" -> 0, "+3" -> 3, "-2" -> -2; null for "-" and the like. */
export function toParOf(text: string | undefined): number | null {
  const value = text?.trim();
  if (!value) return null;
  if (value === 'E') return 0;
  return /^[+-]?\d+$/.test(value) ? Number(value) : null;
}

/**
 * Positions by the app's rule (docs/rules.md, "The global leaderboard"): among golfers still in
 * with a score, 1 + the number with a strictly lower score, "T" when shared.
 */
function withPositions(rows: Map<string, Omit<ShownRow, 'position'>>): Map<string, ShownRow> {
  const scores = [...rows.values()]
    .filter((row) => row.status === 'active' && row.toPar !== null)
    .map((row) => row.toPar!);
  const shown = new Map<string, ShownRow>();
  for (const [name, row] of rows) {
    let position: string = row.status;
    if (row.status === 'active') {
      if (row.toPar === null) position = '-';
      else {
        const rank = 1 + scores.filter((score) => score < row.toPar!).length;
        const tied = scores.filter((score) => score === row.toPar).length > 1;
        position = tied ? `T${rank}` : String(rank);
      }
    }
    shown.set(name, { ...row, position });
  }
  return shown;
}

const competitorsOf = (document: unknown, eventId: string): Json[] => {
  const event = (document as { events: Json[] }).events.find((item) => item.id === eventId)!;
  return event.competitions[0].competitors ?? [];
};

/** ESPN's leaderboard endpoint: ESPN's own positions, scores, thru and tee times. */
export function shownByEspnLeaderboard(document: unknown, eventId: string): Map<string, ShownRow> {
  const shown = new Map<string, ShownRow>();
  for (const competitor of competitorsOf(document, eventId)) {
    const status = competitor.status;
    const type = status.type;
    const out =
      type.name === 'STATUS_CUT'
        ? type.shortDetail === 'WD' || type.description === 'Withdrawn'
          ? 'WD'
          : 'CUT'
        : 'active';
    const rounds: ShownRow['rounds'] = {};
    for (const line of competitor.linescores as Json[])
      if (line.period <= 4 && line.value > 0)
        rounds[line.period] = [line.value, toParOf(line.displayValue)];
    const inProgress = type.name === 'STATUS_IN_PROGRESS';
    // status.detail reads "-3(5)": today's to par and holes; "E(F)" once finished.
    const today = toParOf(String(status.detail ?? '').split('(')[0]);
    let toPar: number | null;
    if (out === 'WD') {
      // ESPN's score says "E" for a withdrawal whatever was played: the rounds say what was.
      const played = Object.values(rounds).map(([, par]) => par ?? 0);
      toPar = played.length > 0 ? played.reduce((a, b) => a + b, 0) : null;
    } else {
      // score.displayValue counts finished rounds; the round in play is added (as ESPN's page does).
      const finished = toParOf(competitor.score.displayValue);
      toPar = finished === null ? null : finished + (inProgress ? today! : 0);
    }
    const started = out === 'active' && (status.thru ?? 0) > 0;
    shown.set(competitor.athlete.displayName, {
      status: out,
      position: out === 'active' ? status.position.displayName : out,
      toPar,
      today: started ? today : null,
      thru:
        out !== 'active'
          ? null
          : started
            ? String(status.thru)
            : String(status.detail).replace(/ ET$/, ''),
      rounds,
    });
  }
  return shown;
}

/**
 * ESPN's scoreboard, which has no per-player status: who is out comes from the caller (what
 * ESPN's leaderboard said), and a round's to par from its holes when it has them (the round's
 * displayValue and the competitor's score can lag the holes by a few minutes mid-round).
 */
export function shownByEspnScoreboard(
  document: unknown,
  eventId: string,
  outOfTournament: (name: string, rounds: ShownRow['rounds']) => 'CUT' | 'WD' | null,
): Map<string, ShownRow> {
  const rows = new Map<string, Omit<ShownRow, 'position'>>();
  for (const competitor of competitorsOf(document, eventId)) {
    const name: string = competitor.athlete.displayName;
    const rounds: ShownRow['rounds'] = {};
    const holesIn: Record<string, number> = {};
    for (const line of competitor.linescores as Json[]) {
      if (!(line.period <= 4 && line.value > 0)) continue;
      const holes: Json[] = (line.linescores ?? []).filter((hole: Json) => hole.value > 0);
      const holeToPars = holes.map((hole) => toParOf(hole.scoreType?.displayValue));
      const toPar =
        holes.length > 0 && holeToPars.every((value) => value !== null)
          ? holeToPars.reduce((a, b) => a! + b!, 0)
          : toParOf(line.displayValue);
      rounds[line.period] = [line.value, toPar];
      holesIn[line.period] = holes.length;
    }
    const status = outOfTournament(name, rounds) ?? 'active';
    const played = Object.keys(rounds).map(Number);
    const last = played.length > 0 ? Math.max(...played) : null;
    const toPars = Object.values(rounds).map(([, par]) => par ?? 0);
    rows.set(name, {
      status,
      toPar: toPars.length > 0 ? toPars.reduce((a, b) => a + b, 0) : null,
      today: status === 'active' && last !== null ? rounds[last]![1] : null,
      thru: status !== 'active' ? null : String(last === null ? 0 : holesIn[last]),
      rounds,
    });
  }
  return withPositions(rows);
}

/**
 * The app's leaderboard as the page shows it: positions by the rule, today and thru as the
 * leaderboard page derives them from the row (apps/web/src/features/leaderboard/ranking.ts).
 */
export function shownByApp(response: LeaderboardResponse): Map<string, ShownRow> {
  const par = response.tournament.par;
  const rows = new Map<string, Omit<ShownRow, 'position'>>();
  for (const row of response.leaderboard) {
    const rounds: ShownRow['rounds'] = {};
    for (const [key, round] of Object.entries(row.rounds))
      if (round.score !== null) rounds[key] = [round.score, round.toPar];
    rows.set(row.name, {
      status: row.status,
      toPar: row.totalScoreToPar,
      today: todayOf(row, par),
      thru: row.status === 'active' ? String(row.thru) : null,
      rounds,
    });
  }
  return withPositions(rows);
}

function todayOf(row: LeaderboardRow, par: number): number | null {
  if (row.status !== 'active' || typeof row.thru !== 'number' || row.thru === 0) return null;
  const key = (['4', '3', '2', '1'] as const).find((round) => row.rounds[round]?.score != null);
  const round = key ? row.rounds[key]! : undefined;
  if (!round) return null;
  return round.thru === 18 ? round.score! - par : round.toPar;
}

/** Every golfer whose row differs, ESPN's next to the app's (an empty list when all agree). */
export function differences(espnRows: Map<string, ShownRow>, appRows: Map<string, ShownRow>) {
  const names = new Set([...espnRows.keys(), ...appRows.keys()]);
  return [...names].flatMap((name) =>
    isDeepStrictEqual(espnRows.get(name), appRows.get(name))
      ? []
      : [{ name, espn: espnRows.get(name), app: appRows.get(name) }],
  );
}
