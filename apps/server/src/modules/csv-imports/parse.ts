import Papa from 'papaparse';
import { invalidInput, tooLarge } from '../../lib/domain-errors';
import { CSV_UPLOAD_MAX_ROWS } from '@fairway/domain';

/** One data row: its spreadsheet row number (the header is row 1) and its cells by column. */
export interface CsvRow<C extends string = string> {
  row: number;
  values: Record<C, string>;
}

export const tooManyRows = () =>
  tooLarge(
    `Too many rows: an upload may hold at most ${CSV_UPLOAD_MAX_ROWS.toLocaleString('en-US')}`,
  );

/**
 * The file's text: UTF-8 (with or without a byte order mark), or, failing that, Windows-1252
 * as older spreadsheet programs save it. Binary files are refused.
 */
export function decodeCsv(content: Uint8Array): string {
  if (content.includes(0)) throw invalidInput('Error parsing CSV: the file is not a text file');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    text = new TextDecoder('windows-1252').decode(content);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Comma, semicolon (spreadsheets in many European locales) or tab, judged by the non-empty lines. */
function guessDelimiter(text: string): string {
  const sample = Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    preview: 20,
  });
  return sample.meta.delimiter || ',';
}

/**
 * Reads a CSV file whose first non-empty line names the columns (any case, any order, extra
 * columns ignored). Missing required columns, unbalanced quotes, an empty file and too many
 * rows refuse the whole file; empty lines are skipped. Cells are trimmed and kept as text.
 */
export function parseCsv<R extends string, O extends string = never>(
  text: string,
  columns: { required: readonly R[]; optional?: readonly O[] },
): CsvRow<R | O>[] {
  const parsed = Papa.parse<string[]>(text, {
    header: false,
    // Empty lines are kept so row numbers match the spreadsheet's, which also means Papa
    // Parse cannot guess the delimiter from them: a trailing newline looks like a one-column
    // line and tips the guess to a comma. Guess from the non-empty lines first.
    skipEmptyLines: false,
    delimiter: guessDelimiter(text),
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) {
    const where = broken.row === undefined ? '' : ` (row ${broken.row + 1})`;
    throw invalidInput(`Error parsing CSV: ${broken.message}${where}`);
  }
  const records = parsed.data;
  const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');
  const headerAt = records.findIndex((record) => !isBlank(record));
  if (headerAt === -1) throw invalidInput('Error parsing CSV: the file is empty');

  const header = records[headerAt]!.map((cell) => cell.trim().toLowerCase());
  const missing = columns.required.filter((column) => !header.includes(column));
  if (missing.length > 0) throw invalidInput(`Missing required columns: ${missing.join(', ')}`);

  const wanted = [...columns.required, ...(columns.optional ?? [])];
  const rows: CsvRow<R | O>[] = [];
  records.forEach((record, index) => {
    if (index <= headerAt || isBlank(record)) return;
    if (rows.length >= CSV_UPLOAD_MAX_ROWS) throw tooManyRows();
    const values = {} as Record<R | O, string>;
    for (const column of wanted) {
      const at = header.indexOf(column);
      values[column] = at === -1 ? '' : (record[at] ?? '').trim();
    }
    rows.push({ row: index + 1, values });
  });
  if (rows.length === 0) throw invalidInput('The CSV file has no data rows');
  return rows;
}
