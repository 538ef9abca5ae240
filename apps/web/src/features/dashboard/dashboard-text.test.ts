import { describe, expect, it } from 'vitest';
import { entriesLabel, firstName, greeting, summaryLine } from './dashboard-text';

describe('dashboard text', () => {
  it('builds the summary line with singulars and plurals', () => {
    expect(summaryLine({ totalGroups: 3, activeEntries: 2, urgentDeadlines: 1 })).toBe(
      '3 groups · 2 active entries · 1 urgent deadline',
    );
    expect(summaryLine({ totalGroups: 1, activeEntries: 1, urgentDeadlines: 0 })).toBe(
      '1 group · 1 active entry · 0 urgent deadlines',
    );
  });

  it('greets by first name and counts entries', () => {
    expect(firstName('  Nelly Korda ')).toBe('Nelly');
    expect(firstName('Cher')).toBe('Cher');
    expect(greeting({ name: 'Nelly Korda', groups: [{}] })).toBe('Welcome back, Nelly');
    expect(greeting({ name: 'Nelly Korda', groups: [] })).toBe('Welcome, Nelly');
    expect(entriesLabel(0)).toBe('No entry yet');
    expect(entriesLabel(1)).toBe('1 entry');
    expect(entriesLabel(3)).toBe('3 entries');
  });
});
