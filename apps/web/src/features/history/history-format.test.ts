import { describe, expect, it } from 'vitest';
import {
  formatAverageScore,
  manageEntriesPath,
  pickTierLabel,
  tournamentHistoryPath,
} from './history-format';

describe('formatAverageScore', () => {
  it('writes an average to par with one decimal', () => {
    expect(formatAverageScore(-3.44)).toBe('-3.4');
    expect(formatAverageScore(2.25)).toBe('+2.3');
    expect(formatAverageScore(4)).toBe('+4.0');
    expect(formatAverageScore(0)).toBe('E');
    expect(formatAverageScore(-0.04)).toBe('E');
    expect(formatAverageScore(null)).toBe('–');
  });
});

describe('picks', () => {
  it('labels the five slots T1, T2, T3, T4, T4', () => {
    expect([0, 1, 2, 3, 4].map(pickTierLabel)).toEqual(['T1', 'T2', 'T3', 'T4', 'T4']);
  });
});

describe('links', () => {
  it('points at the detail and admin screens', () => {
    expect(tournamentHistoryPath(3)).toBe('/tournament/3/history');
    expect(manageEntriesPath(3)).toBe('/admin/tournament/3/entries');
  });
});
