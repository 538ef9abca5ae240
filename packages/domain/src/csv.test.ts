import { describe, expect, it } from 'vitest';
import { csvLine, csvSafeCell, isCsvFile } from './csv';

describe('csvSafeCell', () => {
  it('prefixes text a spreadsheet would run as a formula with a quote mark', () => {
    expect(csvSafeCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvSafeCell('+1+2')).toBe("'+1+2");
    expect(csvSafeCell('-2+3')).toBe("'-2+3");
    expect(csvSafeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvSafeCell('\t=1')).toBe("'\t=1");
  });

  it('leaves ordinary text, numbers and empty values alone', () => {
    expect(csvSafeCell('Scottie Scheffler')).toBe('Scottie Scheffler');
    expect(csvSafeCell('a=b')).toBe('a=b');
    expect(csvSafeCell(-3)).toBe('-3');
    expect(csvSafeCell(12.5)).toBe('12.5');
    expect(csvSafeCell(true)).toBe('true');
    expect(csvSafeCell(null)).toBe('');
    expect(csvSafeCell(undefined)).toBe('');
    expect(csvSafeCell('')).toBe('');
  });

  it('quotes cells holding commas, quotes or line breaks', () => {
    expect(csvSafeCell('Scheffler, Scottie')).toBe('"Scheffler, Scottie"');
    expect(csvSafeCell('The "Big" Easy')).toBe('"The ""Big"" Easy"');
    expect(csvSafeCell('two\nlines')).toBe('"two\nlines"');
  });
});

describe('csvLine', () => {
  it('joins safe cells with commas', () => {
    expect(csvLine(['Name', 'Odds', 'Tier'])).toBe('Name,Odds,Tier');
    expect(csvLine(['=cmd', -5, null, 'Åberg, Ludvig'])).toBe(`'=cmd,-5,,"Åberg, Ludvig"`);
  });
});

describe('isCsvFile', () => {
  it('accepts a CSV type or a name ending in .csv', () => {
    expect(isCsvFile({ name: 'entries.csv', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'ENTRIES.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'entries', type: 'text/csv; charset=utf-8' })).toBe(true);
    expect(isCsvFile({ name: 'entries.xlsx', type: 'application/octet-stream' })).toBe(false);
    expect(isCsvFile({ name: 'photo.png', type: 'image/png' })).toBe(false);
  });
});
