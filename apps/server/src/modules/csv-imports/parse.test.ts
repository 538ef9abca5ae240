import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-errors';
import { decodeCsv, parseCsv } from './parse';

const columns = { required: ['user_email', 'golfer'] as const, optional: ['tiebreaker'] as const };
const encode = (text: string) => new TextEncoder().encode(text);

function failure(run: () => unknown): { kind: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
}

describe('parseCsv', () => {
  it('reads rows by column name, trimming cells and skipping empty lines', () => {
    const rows = parseCsv(
      '\n User_Email ,extra,Golfer\r\na@x.com, 1 ," Scheffler, Scottie "\n\n , ,\nb@x.com,2,=SUM(A1)\n',
      columns,
    );
    expect(rows).toEqual([
      { row: 3, values: { user_email: 'a@x.com', golfer: 'Scheffler, Scottie', tiebreaker: '' } },
      { row: 6, values: { user_email: 'b@x.com', golfer: '=SUM(A1)', tiebreaker: '' } },
    ]);
  });

  it('accepts semicolon-separated files', () => {
    expect(parseCsv('user_email;golfer;tiebreaker\na@x.com;Tom Kim;-3', columns)).toEqual([
      { row: 2, values: { user_email: 'a@x.com', golfer: 'Tom Kim', tiebreaker: '-3' } },
    ]);
  });

  it('accepts semicolon and tab files that end with a newline or hold empty lines', () => {
    const expected = [
      { row: 3, values: { user_email: 'a@x.com', golfer: 'Tom Kim', tiebreaker: '' } },
    ];
    expect(parseCsv('user_email;golfer\n\na@x.com;Tom Kim\n', columns)).toEqual(expected);
    expect(parseCsv('user_email\tgolfer\r\n\r\na@x.com\tTom Kim\r\n', columns)).toEqual(expected);
  });

  it('names every missing column', () => {
    expect(failure(() => parseCsv('email,name\na,b', columns))).toEqual({
      kind: 'invalid',
      message: 'Missing required columns: user_email, golfer',
    });
  });

  it('refuses unbalanced quotes, empty files and files without data', () => {
    expect(failure(() => parseCsv('user_email,golfer\na@x.com,"Tom Kim\n', columns))).toMatchObject(
      {
        kind: 'invalid',
        message: expect.stringMatching(/^Error parsing CSV: /),
      },
    );
    expect(failure(() => parseCsv(' \n\n', columns)).message).toBe(
      'Error parsing CSV: the file is empty',
    );
    expect(failure(() => parseCsv('user_email,golfer\n\n', columns)).message).toBe(
      'The CSV file has no data rows',
    );
  });

  it('refuses more than 5,000 rows with 413', () => {
    const text = `user_email,golfer\n${'a@x.com,Tom Kim\n'.repeat(5001)}`;
    expect(failure(() => parseCsv(text, columns)).kind).toBe('too-large');
    expect(
      parseCsv(`user_email,golfer\n${'a@x.com,Tom Kim\n'.repeat(5000)}`, columns),
    ).toHaveLength(5000);
  });
});

describe('decodeCsv', () => {
  it('reads UTF-8 with or without a byte order mark, and Windows-1252', () => {
    expect(decodeCsv(encode('\uFEFFname\nÅberg'))).toBe('name\nÅberg');
    expect(decodeCsv(Uint8Array.from([0x41, 0x62, 0x65, 0x72, 0x67, 0x20, 0xc5]))).toBe('Aberg Å');
  });

  it('refuses binary files', () => {
    expect(failure(() => decodeCsv(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00])))).toEqual({
      kind: 'invalid',
      message: 'Error parsing CSV: the file is not a text file',
    });
  });
});
