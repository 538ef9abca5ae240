/**
 * The platform admin's odds CSV (docs/rules.md, "Pick tiers (auto-assign)"): columns Name, Odds and
 * an optional Tier. Applied in the browser to the tier board being edited, which the admin then
 * saves; the server checks the saved tiers again. Free of zod so the browser bundles stay small.
 */
import { csvLine } from './csv';
import { normaliseGolferName } from './golfer-names';
import { ALL_TIERS as TIERS, tierForOdds, type Tier } from './tiers';

export const ODDS_CSV_COLUMNS = ['Name', 'Odds', 'Tier'] as const;

export interface BoardGolfer {
  id: number;
  name: string;
  /** "N to 1"; null when unknown. */
  odds: number | null;
}

/** The tier lists being edited and the field's golfers not in any tier. */
export interface TierBoard {
  tiers: Record<Tier, BoardGolfer[]>;
  available: BoardGolfer[];
}

export interface OddsImportResult {
  board: TierBoard;
  /** Golfers whose odds (and perhaps tier) came from the file. */
  updated: number;
  /** Names in the file that match no golfer of this tournament: ignored, as the spec says. */
  unmatched: string[];
  /** Rows without a name or with odds that are not a positive number. */
  invalid: number;
}

/** Odds as written in a sheet: "25", "25.5", "+2500" ("+" is decoration). Null unless positive. */
export function parseOdds(raw: string | undefined): number | null {
  const text = (raw ?? '').trim().replace(/^\+/, '');
  if (text === '' || !/^\d*\.?\d+$/.test(text)) return null;
  const odds = Number(text);
  return Number.isFinite(odds) && odds > 0 ? odds : null;
}

function parseTier(raw: string | undefined): Tier | null {
  const text = (raw ?? '').trim();
  return /^[1-4]$/.test(text) ? (Number(text) as Tier) : null;
}

/** A row's cell by column name in any case ("name", "NAME" and "Name" are one column). */
function cell(row: Record<string, string | undefined>, column: string): string | undefined {
  const key = Object.keys(row).find((name) => name.trim().toLowerCase() === column.toLowerCase());
  return key === undefined ? undefined : row[key];
}

/** Column names of ODDS_CSV_COLUMNS' required two that the file's header lacks. */
export function missingOddsColumns(header: readonly string[]): string[] {
  const present = new Set(header.map((name) => name.trim().toLowerCase()));
  return ['Name', 'Odds'].filter((column) => !present.has(column.toLowerCase()));
}

/**
 * Applies the file's rows in order. A golfer (matched by name, ignoring case and accents) with
 * a valid Tier 1-4 moves there with the odds; otherwise one already in a tier keeps it and
 * only the odds change; otherwise the odds thresholds place them. Tier limits are not
 * enforced here: an overfull tier shows the spec's warning and the admin fixes it before saving.
 */
export function applyOddsRows(
  board: TierBoard,
  rows: readonly Record<string, string | undefined>[],
): OddsImportResult {
  const tiers = Object.fromEntries(TIERS.map((tier) => [tier, [...board.tiers[tier]]])) as Record<
    Tier,
    BoardGolfer[]
  >;
  let available = [...board.available];
  const byName = new Map<string, number>();
  for (const golfer of [...TIERS.flatMap((tier) => tiers[tier]), ...available])
    byName.set(normaliseGolferName(golfer.name), golfer.id);

  const tierOf = (id: number) => TIERS.find((tier) => tiers[tier].some((g) => g.id === id));
  let updated = 0;
  let invalid = 0;
  const unmatched: string[] = [];

  for (const row of rows) {
    const name = (cell(row, 'Name') ?? '').trim();
    const odds = parseOdds(cell(row, 'Odds'));
    if (name === '' || odds === null) {
      invalid += 1;
      continue;
    }
    const id = byName.get(normaliseGolferName(name));
    if (id === undefined) {
      unmatched.push(name);
      continue;
    }
    const current = tierOf(id);
    const golfer =
      current === undefined
        ? available.find((g) => g.id === id)!
        : tiers[current].find((g) => g.id === id)!;
    const target = parseTier(cell(row, 'Tier')) ?? current ?? tierForOdds(odds);
    const moved = { ...golfer, odds };
    if (current === target) {
      tiers[target] = tiers[target].map((g) => (g.id === id ? moved : g));
    } else {
      if (current === undefined) available = available.filter((g) => g.id !== id);
      else tiers[current] = tiers[current].filter((g) => g.id !== id);
      tiers[target] = [...tiers[target], moved];
    }
    updated += 1;
  }
  return { board: { tiers, available }, updated, unmatched, invalid };
}

/**
 * The odds template: every golfer of the tournament, tiered ones first with their odds and
 * tier, then the rest with both blank for the admin to fill in. Cells are made safe for
 * spreadsheets (no formulas).
 */
export function oddsTemplateCsv(board: TierBoard): string {
  const lines = [csvLine(ODDS_CSV_COLUMNS)];
  for (const tier of TIERS)
    for (const golfer of board.tiers[tier]) lines.push(csvLine([golfer.name, golfer.odds, tier]));
  for (const golfer of board.available) lines.push(csvLine([golfer.name, null, null]));
  return `${lines.join('\r\n')}\r\n`;
}

export const oddsTemplateFileName = (tournamentId: number) =>
  `tournament_${tournamentId}_odds_template.csv`;
