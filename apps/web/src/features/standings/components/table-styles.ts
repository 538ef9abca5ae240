import { headEdge } from '../../../components/ui/data-table';

/**
 * Shared cell classes for the standings table. The Rank and Player columns stay put while the
 * golfers scroll sideways (the layout is made for phones first); their background comes from the
 * row (body) or the header, so it must be opaque or the scrolling cells would show through.
 */
export const cellEdge = 'border-b border-line py-2';
export const cell = `${cellEdge} px-3`;
export const stickyRank = 'sticky left-0 w-16 min-w-16 max-w-16 px-1.5 text-center';
// Narrower below 360 px: a pool in play's Rank, Player, Score and Win fit in 320 px.
export const stickyPlayer =
  'sticky left-16 min-w-28 max-w-36 border-r border-line px-3 text-left max-xs:min-w-20 max-xs:max-w-24 sm:min-w-36 sm:max-w-48';
export const headCell = `${headEdge} z-10 px-3 text-left`;

export const rowBackground = {
  mine: 'bg-primary-soft',
  field: 'bg-surface',
  eliminated: 'bg-surface-2',
};

/** Rank, Player, five golfers and Score; chances to win add Win, a paying pool Payout. */
export const columnCount = (payouts: boolean, chances: boolean) =>
  8 + (payouts ? 1 : 0) + (chances ? 1 : 0);
