import Papa from 'papaparse';
import {
  CSV_PREVIEW_ROWS,
  CSV_UPLOAD_MAX_BYTES,
  HISTORICAL_CSV_COLUMNS,
  isCsvFile,
} from '@fairway/domain';

export interface CsvPreview {
  /** The header as written in the file. */
  columns: string[];
  /** The first CSV_PREVIEW_ROWS data rows, each padded or cut to the header's width. */
  rows: string[][];
  /** Every data row in the file (empty lines skipped), as the server will count them. */
  totalRows: number;
  /** Required columns the header lacks; the upload is refused while any are missing. */
  missingColumns: string[];
}

export type CsvCheck = { ok: true; preview: CsvPreview } | { ok: false; error: string };

export const NOT_CSV_MESSAGE = 'Please choose a CSV file (a .csv file).';
export const TOO_LARGE_MESSAGE = `The file is too large: the limit is ${CSV_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;

export const missingColumnsMessage = (missing: readonly string[]) =>
  `Missing required columns: ${missing.join(', ')}`;

const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');

/**
 * Reads a historical CSV the way the server will (apps/server csv-imports/parse.ts): the first
 * non-empty line is the header, matched in any case and order; comma, semicolon or tab
 * separated; empty lines skipped. The server checks everything again; this only lets the
 * admin see the rows and fix a wrong header before sending the file.
 */
export function previewCsvText(text: string): CsvCheck {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    // 'greedy' also keeps blank lines out of the delimiter guess: with them in, a
    // semicolon file ending in a newline is misread as one comma column.
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) return { ok: false, error: `Error parsing CSV: ${broken.message}` };

  const records = parsed.data.filter((record) => !isBlank(record));
  const [header, ...dataRows] = records;
  if (!header) return { ok: false, error: 'Error parsing CSV: the file is empty' };

  const columns = header.map((cell) => cell.trim());
  const normalised = columns.map((cell) => cell.toLowerCase());
  const missingColumns = HISTORICAL_CSV_COLUMNS.filter((column) => !normalised.includes(column));
  const rows = dataRows
    .slice(0, CSV_PREVIEW_ROWS)
    .map((record) => columns.map((_, index) => (record[index] ?? '').trim()));
  return { ok: true, preview: { columns, rows, totalRows: dataRows.length, missingColumns } };
}

/** Checks a picked file: a CSV by type or name, within the size limit, then its preview. */
export async function previewCsvFile(file: File): Promise<CsvCheck> {
  if (!isCsvFile(file)) return { ok: false, error: NOT_CSV_MESSAGE };
  if (file.size > CSV_UPLOAD_MAX_BYTES) return { ok: false, error: TOO_LARGE_MESSAGE };
  try {
    return previewCsvText(await file.text());
  } catch {
    return { ok: false, error: 'Error parsing CSV: the file could not be read' };
  }
}
