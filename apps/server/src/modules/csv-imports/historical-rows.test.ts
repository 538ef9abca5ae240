import { describe, expect, it } from 'vitest';
import { checkRow } from './historical-rows';

const row = (userName: string) => ({
  row: 2,
  values: {
    tournament_name: 'The Open',
    tournament_date: '2024-07-18',
    user_email: 'Ann@Example.com',
    user_name: userName,
    tier1_golfer: 'Scottie Scheffler',
    tier2_golfer: 'Xander Schauffele',
    tier3_golfer: 'Shane Lowry',
    tier4_golfer1: 'Justin Rose',
    tier4_golfer2: 'Billy Horschel',
    tiebreaker_score: '',
  },
});

describe('a historical row', () => {
  it('makes the player name one line: control characters and separators become spaces', () => {
    expect(checkRow(row('there.\n\nSECURITY\u2028ALERT\u0007'))).toMatchObject({
      userName: 'there. SECURITY ALERT',
    });
  });

  it('names the player after the email when the name is only control characters', () => {
    expect(checkRow(row('\u0000\u001b'))).toMatchObject({ userName: 'ann' });
  });
});
