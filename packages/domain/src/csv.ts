/**
 * CSV uploads and exports, shared by the server (which enforces them) and the browser (which
 * previews files and exports templates). Free of zod so the browser bundles stay small.
 */

/** Largest CSV file either upload accepts (413 above it). */
export const CSV_UPLOAD_MAX_BYTES = 1024 * 1024;
/** Most data rows one upload may hold (413 above it). */
export const CSV_UPLOAD_MAX_ROWS = 5000;
/** Rows the browser previews before uploading, so the admin can check the columns. */
export const CSV_PREVIEW_ROWS = 5;

/**
 * The platform admin's historical upload: all ten columns must be present (docs/rules.md,
 * "CSV imports").
 */
export const HISTORICAL_CSV_COLUMNS = [
  'tournament_name',
  'tournament_date',
  'user_email',
  'user_name',
  'tier1_golfer',
  'tier2_golfer',
  'tier3_golfer',
  'tier4_golfer1',
  'tier4_golfer2',
  'tiebreaker_score',
] as const;

/** A group admin's entry upload: the six required columns; `tiebreaker` may be left out. */
export const ENTRY_CSV_COLUMNS = [
  'user_email',
  'tier_1_golfer',
  'tier_2_golfer',
  'tier_3_golfer',
  'tier_4_golfer_1',
  'tier_4_golfer_2',
] as const;
export const ENTRY_CSV_OPTIONAL_COLUMNS = ['tiebreaker'] as const;

/** MIME types browsers send for CSV files; any other type needs a name ending in .csv. */
export const CSV_MIME_TYPES: readonly string[] = [
  'text/csv',
  'application/csv',
  'text/x-csv',
  'application/x-csv',
  'text/comma-separated-values',
];

/** The spec's rule for picked or dropped files: a CSV type, or a name ending in .csv. */
export function isCsvFile(file: { name: string; type: string }): boolean {
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  return CSV_MIME_TYPES.includes(type) || file.name.trim().toLowerCase().endsWith('.csv');
}

/** What a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell of an exported CSV file. Text that a spreadsheet would run as a formula (starting
 * with =, +, - or @, or a tab or carriage return) is prefixed with ' so it stays text; cells
 * holding a comma, quote or line break are quoted. Numbers and booleans are written as they
 * are, so a score of -3 stays a number.
 */
export function csvSafeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of an exported CSV file, every cell made safe by csvSafeCell. */
export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]) =>
  cells.map(csvSafeCell).join(',');
