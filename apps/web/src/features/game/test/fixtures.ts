import type {
  Entry,
  GolfersByTierResponse,
  MemberTournament,
  PickSubmissionsResponse,
  TierGolfer,
} from '@fairway/contract';
import { easternToday } from '../../../lib/times';
import { ME } from '../../../test/group-fixtures';

export { ME, group } from '../../../test/group-fixtures';

const HOUR = 3_600_000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** The New York calendar date `days` from today, as YYYY-MM-DD. */
export const etDateFromNow = (days: number) => easternToday(Date.now() + days * 24 * HOUR);

export function memberTournament(overrides: Partial<MemberTournament> = {}): MemberTournament {
  return {
    id: 1,
    name: 'The Fairway Open',
    status: 'upcoming',
    location: 'Pebble Beach, CA',
    startDate: etDateFromNow(5),
    endDate: etDateFromNow(8),
    entryDeadline: hoursFromNow(72),
    firstTeeTime: null,
    round: 0,
    poolType: 'cut_score',
    projectedCut: null,
    maxEntriesPerUser: 1,
    allowMultipleEntries: false,
    allowAlternate: false,
    customRules: null,
    entryDeadlinePassed: false,
    isActive: true,
    pickSubmissions: { submitted: 3, total: 8, percentage: 37.5 },
    myEntryCount: 0,
    entryFee: 0,
    ...overrides,
  };
}

/** An entry of the signed-in user picking golfers 11, 21, 31, 41 and 42. */
export function entry(overrides: Partial<Entry> = {}): Entry {
  return {
    id: 7,
    userId: ME.id,
    userName: ME.name,
    tier1GolferId: 11,
    tier2GolferId: 21,
    tier3GolferId: 31,
    tier4GolferId1: 41,
    tier4GolferId2: 42,
    tiebreaker: -12,
    golfers: [
      { id: 11, name: 'Scottie Scheffler' },
      { id: 21, name: 'Ludvig Aberg' },
      { id: 31, name: 'Sam Burns' },
      { id: 41, name: 'Tom Kim' },
      { id: 42, name: 'Adam Scott' },
    ],
    alternate: null,
    createdAt: '2026-06-08T14:30:00.000Z',
    updatedAt: '2026-06-08T14:30:00.000Z',
    ...overrides,
  };
}

const golfer = (id: number, name: string, odds: number | null): TierGolfer => ({ id, name, odds });

export function golfersByTier(
  tiers: Partial<GolfersByTierResponse['tiers']> = {},
): GolfersByTierResponse {
  return {
    tournament: {
      id: 1,
      name: 'The Fairway Open',
      location: 'Pebble Beach, CA',
      status: 'upcoming',
      round: 0,
      par: 72,
      startDate: '2026-06-11',
      endDate: '2026-06-14',
      firstTeeTime: null,
      tiersAssigned: true,
      fieldSize: 156,
    },
    tiers: {
      tier1: [golfer(11, 'Scottie Scheffler', 4), golfer(12, 'Rory McIlroy', 8)],
      tier2: [golfer(21, 'Ludvig Aberg', 25), golfer(22, 'Viktor Hovland', 30)],
      tier3: [golfer(31, 'Sam Burns', 60), golfer(32, 'Sepp Straka', 80)],
      tier4: [
        golfer(41, 'Tom Kim', 150),
        golfer(42, 'Adam Scott', 200),
        golfer(43, 'Rickie Fowler', null),
      ],
      ...tiers,
    },
  };
}

export function pickSubmissions(
  overrides: Partial<PickSubmissionsResponse> = {},
): PickSubmissionsResponse {
  return {
    totalMembers: 3,
    tournaments: [
      {
        id: 1,
        name: 'The Fairway Open',
        startDate: '2026-06-11',
        entryDeadline: hoursFromNow(72),
        submissions: { submitted: 2, total: 3, percentage: 66.7 },
        membersWithPicks: [
          { id: ME.id, name: ME.name, submittedAt: '2026-06-08T14:30:00.000Z' },
          { id: 2, name: 'Bea Birdie', submittedAt: '2026-06-09T09:15:00.000Z' },
        ],
        membersWithoutPicks: [{ id: 3, name: 'Zed Bogey' }],
      },
    ],
    ...overrides,
  };
}
