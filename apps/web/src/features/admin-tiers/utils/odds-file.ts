import Papa from 'papaparse';
import {
  applyOddsRows,
  isCsvFile,
  missingOddsColumns,
  type OddsImportResult,
  type TierBoard,
} from '@fairway/domain';

export type OddsFileOutcome = { ok: true; result: OddsImportResult } | { ok: false; error: string };

/**
 * Reads an odds CSV (Name, Odds, optional Tier) into the board, with the spec's messages:
 * "CSV parsing error: ..." when the file cannot be read as CSV, "Error processing odds
 * data: ..." when it can but its content does not fit.
 */
export function applyOddsText(board: TierBoard, text: string): OddsFileOutcome {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) return { ok: false, error: `CSV parsing error: ${broken.message}` };
  const missing = missingOddsColumns(parsed.meta.fields ?? []);
  if (missing.length > 0)
    return {
      ok: false,
      error: `Error processing odds data: Missing required columns: ${missing.join(', ')}`,
    };
  if (parsed.data.length === 0)
    return { ok: false, error: 'Error processing odds data: the file has no rows' };
  return { ok: true, result: applyOddsRows(board, parsed.data) };
}

export async function applyOddsFile(board: TierBoard, file: File): Promise<OddsFileOutcome> {
  if (!isCsvFile(file)) return { ok: false, error: 'CSV parsing error: please choose a .csv file' };
  try {
    return applyOddsText(board, await file.text());
  } catch {
    return { ok: false, error: 'CSV parsing error: the file could not be read' };
  }
}

/** What the import did, in one line for a toast. */
export function oddsImportSummary({ updated, unmatched, invalid }: OddsImportResult): string {
  const parts = [`Odds imported for ${updated} ${updated === 1 ? 'golfer' : 'golfers'}`];
  if (unmatched.length > 0)
    parts.push(
      `${unmatched.length} not in this tournament (${unmatched.slice(0, 3).join(', ')}${unmatched.length > 3 ? ', …' : ''})`,
    );
  if (invalid > 0)
    parts.push(`${invalid} ${invalid === 1 ? 'row' : 'rows'} without a name or valid odds`);
  return parts.join('; ');
}
