import type {
  GolfDataStatusResponse,
  HistoricalUploadResponse,
  TournamentSummary,
} from '@fairway/contract';
import { tournament } from '../../../test/tournament-helpers';

export const ACTIVE = tournament({ id: 3, name: 'The Fairway Open', status: 'active' });
export const UPCOMING_SOON = tournament({
  id: 4,
  name: 'Harbour Classic',
  status: 'upcoming',
  startDate: '2026-06-18',
  endDate: '2026-06-21',
  tiersAssigned: false,
  fieldSize: 0,
});
export const UPCOMING_LATER = tournament({
  id: 5,
  name: 'Desert Invitational',
  status: 'upcoming',
  startDate: '2026-06-25',
  endDate: '2026-06-28',
});
export const COMPLETED = tournament({
  id: 2,
  name: 'Spring Championship',
  status: 'completed',
  startDate: '2026-06-01',
  endDate: '2026-06-04',
});

/** The season as GET /api/tournaments answers it: in no particular order, completed included. */
export const SEASON: TournamentSummary[] = [UPCOMING_LATER, COMPLETED, ACTIVE, UPCOMING_SOON];

export function golfDataStatus(
  overrides: Partial<GolfDataStatusResponse> = {},
): GolfDataStatusResponse {
  return {
    provider: 'espn',
    // 1:40 PM in New York (EDT).
    lastSuccessfulUpdate: '2026-06-12T17:40:00.000Z',
    lastError: null,
    leader: true,
    ...overrides,
  };
}

export function uploadResult(
  overrides: Partial<HistoricalUploadResponse> = {},
): HistoricalUploadResponse {
  return {
    message: 'Historical upload complete: 2 entries imported from 3 rows, 1 row with errors',
    processed_entries: 2,
    total_rows: 3,
    created_tournaments: 1,
    created_users: 2,
    skipped_duplicates: 0,
    errors: [{ row: 4, error: 'tournament_date must be a date (YYYY-MM-DD)' }],
    ...overrides,
  };
}

export const HISTORICAL_HEADER =
  'tournament_name,tournament_date,user_email,user_name,tier1_golfer,tier2_golfer,tier3_golfer,tier4_golfer1,tier4_golfer2,tiebreaker_score';

/** A historical CSV with `count` entries, one player each (Player 1, Player 2, ...). */
export const historicalCsv = (count: number) =>
  [
    HISTORICAL_HEADER,
    ...Array.from(
      { length: count },
      (_, index) =>
        `Legacy Classic,2019-06-13,p${index + 1}@example.com,Player ${index + 1},Gary Player,Arnold Palmer,Jack Nicklaus,Tom Watson,Lee Trevino,-${index}`,
    ),
  ].join('\n');

export const csvFile = (content: string, name = 'history.csv', type = 'text/csv') =>
  new File([content], name, { type });
