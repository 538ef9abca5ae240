import { headEdge } from '../../../components/ui/data-table';

/**
 * Shared cell classes for the standings table. The Rank and Player columns stay put while the
 * rest scroll sideways in a box narrower than the table; their background comes from the row
 * (body) or the header, so it must be opaque or the scrolling cells would show through. On a
 * phone the table fits the screen (Rank, Player, Score, Win and the money), with narrower
 * padding.
 */
export const cellEdge = 'border-b border-line py-2';
export const cell = `${cellEdge} px-3 max-sm:px-1.5 max-xs:px-1`;
// Below 360 px the medal gives way to the rank's own podium colour: the column's 16 px are the
// Player column's.
export const stickyRank =
  'sticky left-0 w-16 min-w-16 max-w-16 px-1.5 text-center max-sm:w-12 max-sm:min-w-12 max-sm:max-w-12 max-sm:px-0.5 max-xs:w-10 max-xs:min-w-10 max-xs:max-w-10 max-xs:[&_svg]:hidden';
// Narrower below 360 px: a pool in play's Rank, Player, Score, Win and Payout fit in 320 px.
export const stickyPlayer =
  'sticky left-16 min-w-28 max-w-36 border-r border-line px-3 text-left max-sm:left-12 max-sm:px-2 max-xs:left-10 max-xs:min-w-20 max-xs:max-w-24 sm:min-w-36 sm:max-w-48';
export const headCell = `${headEdge} z-10 px-3 text-left max-sm:px-1.5 max-xs:px-1`;

export const rowBackground = {
  mine: 'bg-primary-soft',
  field: 'bg-surface',
  eliminated: 'bg-surface-2',
};
