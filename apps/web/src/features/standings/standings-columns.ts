import type { StandingRow, StandingsResponse } from '@fairway/contract';
import { useIsPhone, useMediaQuery } from '../../hooks/useMediaQuery';
import { showsChances } from './chance';
import { payoutsAreFinal } from './standings-rules';

/**
 * Which columns the standings table has, by importance (docs/rules.md, "Phones and keyboards"):
 * rank, player, score, the chance to win and the money come first; the five golfers get a column
 * each only where there is room for all of them.
 */

/** A phone (under 640 px), a desk under 1440 px, or wider. */
export type TableWidth = 'phone' | 'desk' | 'wide';

/**
 * From 1440 px the five golfer columns fit beside the rest with the sidebar open (the table is
 * about 1,060 px); at 1280 px its box is about 958 px, and they would push Win and Payout out.
 */
const WIDE_QUERY = '(min-width: 90rem)';

/** The table's width class, following the window (known at the first paint: no shift). */
export function useTableWidth(): TableWidth {
  const phone = useIsPhone();
  const wide = useMediaQuery(WIDE_QUERY);
  return phone ? 'phone' : wide ? 'wide' : 'desk';
}

export interface StandingsColumns {
  /**
   * The five golfers: a column each ('columns', between the player and the score), one compact
   * cell after the money ('compact'), or only in the opened entry ('none', a phone).
   */
  golfers: 'columns' | 'compact' | 'none';
  /** The chance to win, while the tournament is in play. */
  win: boolean;
  /** The payout if play ended now, while in play, in a pool that pays. */
  payout: boolean;
  /** The amount won, once the tournament is completed, in a pool that pays. */
  won: boolean;
}

export function standingsColumns({
  width,
  status,
  rows,
  showPayouts,
}: {
  width: TableWidth;
  status: StandingsResponse['tournament']['status'];
  rows: readonly StandingRow[];
  showPayouts: boolean;
}): StandingsColumns {
  const golfers = width === 'wide' ? 'columns' : width === 'desk' ? 'compact' : 'none';
  // A finished table shows what each entry won, and no chances: they are settled.
  if (payoutsAreFinal(status)) return { golfers, win: false, payout: false, won: showPayouts };
  return {
    golfers,
    // In play the column is there before the first forecast lands: arriving, it would narrow
    // the others and re-wrap their names (a layout shift at a desk).
    win: status === 'active' || showsChances(rows),
    payout: showPayouts,
    won: false,
  };
}

const GOLFER_CELLS = { columns: 5, compact: 1, none: 0 } as const;

/** Rank, Player, the golfers' cells, Score, and the chance and money columns there are. */
export const columnCount = (columns: StandingsColumns) =>
  3 +
  GOLFER_CELLS[columns.golfers] +
  Number(columns.win) +
  Number(columns.payout) +
  Number(columns.won);
