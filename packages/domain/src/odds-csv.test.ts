import { describe, expect, it } from 'vitest';
import {
  applyOddsRows,
  missingOddsColumns,
  oddsTemplateCsv,
  oddsTemplateFileName,
  parseOdds,
  type TierBoard,
} from './odds-csv';

const board = (): TierBoard => ({
  tiers: {
    1: [{ id: 1, name: 'Scottie Scheffler', odds: 5 }],
    2: [{ id: 2, name: 'Ludvig Åberg', odds: 30 }],
    3: [],
    4: [{ id: 3, name: 'Tom Kim', odds: null }],
  },
  available: [
    { id: 4, name: 'Rory McIlroy', odds: null },
    { id: 5, name: 'Long Shot', odds: null },
  ],
});
const ids = (result: TierBoard) => ({
  1: result.tiers[1].map((g) => g.id),
  2: result.tiers[2].map((g) => g.id),
  3: result.tiers[3].map((g) => g.id),
  4: result.tiers[4].map((g) => g.id),
  available: result.available.map((g) => g.id),
});

describe('parseOdds', () => {
  it('reads positive numbers with an optional plus sign and refuses the rest', () => {
    expect(parseOdds('25')).toBe(25);
    expect(parseOdds(' +12.5 ')).toBe(12.5);
    expect(parseOdds('0')).toBeNull();
    expect(parseOdds('-5')).toBeNull();
    expect(parseOdds('12/1')).toBeNull();
    expect(parseOdds('')).toBeNull();
    expect(parseOdds(undefined)).toBeNull();
  });
});

describe('applyOddsRows', () => {
  it('moves a golfer to a valid Tier with the odds, whatever their odds say', () => {
    const result = applyOddsRows(board(), [{ Name: 'scottie scheffler', Odds: '8', Tier: '3' }]);
    expect(ids(result.board)).toMatchObject({ 1: [], 3: [1] });
    expect(result.board.tiers[3][0]).toEqual({ id: 1, name: 'Scottie Scheffler', odds: 8 });
    expect(result.updated).toBe(1);
  });

  it('keeps a tiered golfer in place and only updates the odds when Tier is missing or invalid', () => {
    const result = applyOddsRows(board(), [
      { Name: 'Ludvig Aberg', Odds: '90' },
      { Name: 'Tom Kim', Odds: '15', Tier: '7' },
    ]);
    expect(ids(result.board)).toMatchObject({ 2: [2], 4: [3] });
    expect(result.board.tiers[2][0]!.odds).toBe(90);
    expect(result.board.tiers[4][0]!.odds).toBe(15);
  });

  it('places an available golfer by the odds thresholds and takes them off the available list', () => {
    const result = applyOddsRows(board(), [
      { name: 'Rory McIlroy', odds: '20' },
      { NAME: 'Long Shot', ODDS: '100.5' },
    ]);
    expect(ids(result.board)).toEqual({ 1: [1, 4], 2: [2], 3: [], 4: [3, 5], available: [] });
  });

  it('ignores unmatched names and counts rows without a name or valid odds', () => {
    const before = board();
    const result = applyOddsRows(before, [
      { Name: 'Nobody Known', Odds: '40' },
      { Name: '', Odds: '40' },
      { Name: 'Tom Kim', Odds: 'evens' },
    ]);
    expect(result).toMatchObject({ updated: 0, unmatched: ['Nobody Known'], invalid: 2 });
    expect(result.board).toEqual(before);
  });

  it('lets tiers overflow for the admin to fix rather than dropping golfers', () => {
    const big: TierBoard = {
      tiers: { 1: [], 2: [], 3: [], 4: [] },
      available: Array.from({ length: 16 }, (_, i) => ({
        id: i + 1,
        name: `P${i + 1}`,
        odds: null,
      })),
    };
    const rows = big.available.map((g) => ({ Name: g.name, Odds: '10' }));
    expect(applyOddsRows(big, rows).board.tiers[1]).toHaveLength(16);
  });
});

describe('odds template', () => {
  it('lists tiered golfers with odds and tier, then the rest blank, safe for spreadsheets', () => {
    const sheet = board();
    sheet.available.push({ id: 6, name: '=HYPERLINK("x")', odds: null });
    expect(oddsTemplateCsv(sheet).split('\r\n')).toEqual([
      'Name,Odds,Tier',
      'Scottie Scheffler,5,1',
      'Ludvig Åberg,30,2',
      'Tom Kim,,4',
      'Rory McIlroy,,',
      'Long Shot,,',
      `"'=HYPERLINK(""x"")",,`,
      '',
    ]);
    expect(oddsTemplateFileName(42)).toBe('tournament_42_odds_template.csv');
  });

  it('names the missing required columns in any case', () => {
    expect(missingOddsColumns(['name', 'TIER'])).toEqual(['Odds']);
    expect(missingOddsColumns([' Name ', 'odds'])).toEqual([]);
  });
});
