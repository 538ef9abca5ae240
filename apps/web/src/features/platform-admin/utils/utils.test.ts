import { describe, expect, it } from 'vitest';
import { previewCsvText } from './csv-preview';
import { currentFailure } from './golf-data-status';
import { currentSeasonYear } from './sync-year';

describe('currentSeasonYear', () => {
  it('reads the year in New York, not UTC', () => {
    expect(currentSeasonYear(new Date('2027-01-01T04:59:00Z'))).toBe(2026);
    expect(currentSeasonYear(new Date('2027-01-01T05:00:00Z'))).toBe(2027);
  });
});

describe('currentFailure', () => {
  const error = { message: 'down', at: '2026-06-12T18:00:00.000Z', tournamentId: null };
  it('is the last error only while it is newer than the last success', () => {
    expect(
      currentFailure({
        provider: 'espn',
        lastSuccessfulUpdate: '2026-06-12T17:00:00.000Z',
        lastError: error,
        leader: true,
      }),
    ).toBe(error);
    expect(
      currentFailure({
        provider: 'espn',
        lastSuccessfulUpdate: '2026-06-12T19:00:00.000Z',
        lastError: error,
        leader: true,
      }),
    ).toBeNull();
    expect(
      currentFailure({
        provider: 'espn',
        lastSuccessfulUpdate: null,
        lastError: error,
        leader: true,
      }),
    ).toBe(error);
    expect(
      currentFailure({
        provider: 'espn',
        lastSuccessfulUpdate: null,
        lastError: null,
        leader: true,
      }),
    ).toBeNull();
  });
});

describe('previewCsvText', () => {
  it('guesses semicolons and drops a byte order mark, as the server does', () => {
    const check = previewCsvText(
      '\uFEFFtournament_name;user_email\nOpen;a@b.com\nClassic;c@d.com\n',
    );
    expect(check).toMatchObject({
      ok: true,
      preview: {
        columns: ['tournament_name', 'user_email'],
        rows: [
          ['Open', 'a@b.com'],
          ['Classic', 'c@d.com'],
        ],
        totalRows: 2,
      },
    });
  });

  it('pads short rows and cuts long ones to the header', () => {
    const check = previewCsvText('a,b\n1\n1,2,3\n');
    expect(check).toMatchObject({
      ok: true,
      preview: {
        rows: [
          ['1', ''],
          ['1', '2'],
        ],
      },
    });
  });

  it('refuses an empty file and unbalanced quotes', () => {
    expect(previewCsvText(' \n\n')).toEqual({
      ok: false,
      error: 'Error parsing CSV: the file is empty',
    });
    expect(previewCsvText('a,b\n"open,1\n')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Error parsing CSV: /),
    });
  });
});
