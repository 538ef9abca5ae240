import type { AdminTiersResponse, AvailableGolfer, SaveTiersBody } from '@fairway/contract';
import {
  ALL_TIERS,
  TIER_LIMIT,
  autoAssignTiers,
  type BoardGolfer,
  type Tier,
  type TierBoard,
} from '@fairway/domain';

export type { BoardGolfer, Tier, TierBoard };

const byName = (a: BoardGolfer, b: BoardGolfer) => a.name.localeCompare(b.name);

/** The board as the server has it: tiers in the server's order (shortest odds first). */
export function boardFromServer(
  tiers: AdminTiersResponse,
  available: AvailableGolfer[],
): TierBoard {
  return {
    tiers: {
      1: tiers.tiers['1'] ?? [],
      2: tiers.tiers['2'] ?? [],
      3: tiers.tiers['3'] ?? [],
      4: tiers.tiers['4'] ?? [],
    },
    available: [...available].sort(byName),
  };
}

/** Tiers 1-3 hold at most TIER_LIMIT golfers; tier 4 has no limit. */
export const isTierFull = (board: TierBoard, tier: Tier) =>
  tier < 4 && board.tiers[tier].length >= TIER_LIMIT;
export const isTierOverfull = (board: TierBoard, tier: Tier) =>
  tier < 4 && board.tiers[tier].length > TIER_LIMIT;
export const hasOverfullTier = (board: TierBoard) =>
  ALL_TIERS.some((tier) => isTierOverfull(board, tier));

/** Adds an available golfer at the end of a tier (ignored when the tier is full). */
export function addToTier(board: TierBoard, tier: Tier, golferId: number): TierBoard {
  const golfer = board.available.find((g) => g.id === golferId);
  if (!golfer || isTierFull(board, tier)) return board;
  return {
    tiers: { ...board.tiers, [tier]: [...board.tiers[tier], golfer] },
    available: board.available.filter((g) => g.id !== golferId),
  };
}

/** Takes a golfer out of their tier and back to the available list, odds kept. */
export function removeFromTier(board: TierBoard, tier: Tier, golferId: number): TierBoard {
  const golfer = board.tiers[tier].find((g) => g.id === golferId);
  if (!golfer) return board;
  return {
    tiers: { ...board.tiers, [tier]: board.tiers[tier].filter((g) => g.id !== golferId) },
    available: [...board.available, golfer].sort(byName),
  };
}

export function setOdds(
  board: TierBoard,
  tier: Tier,
  golferId: number,
  odds: number | null,
): TierBoard {
  return {
    ...board,
    tiers: {
      ...board.tiers,
      [tier]: board.tiers[tier].map((g) => (g.id === golferId ? { ...g, odds } : g)),
    },
  };
}

/**
 * The spec's auto-assign over the whole field (tiered and available): odds place each golfer,
 * unknown odds go to tier 4, overfull tiers push their longest odds down. Each tier is then
 * listed shortest odds first.
 */
export function autoAssign(board: TierBoard): TierBoard {
  const everyone = [...ALL_TIERS.flatMap((tier) => board.tiers[tier]), ...board.available];
  const placed = autoAssignTiers(everyone);
  const tiers: Record<Tier, BoardGolfer[]> = { 1: [], 2: [], 3: [], 4: [] };
  const ordered = [...everyone].sort(
    (a, b) => (a.odds ?? Infinity) - (b.odds ?? Infinity) || byName(a, b),
  );
  for (const golfer of ordered) tiers[placed.get(golfer.id)!].push(golfer);
  return { tiers, available: [] };
}

export function saveBody(tournamentId: number, board: TierBoard, confirm = false): SaveTiersBody {
  const list = (tier: Tier) => board.tiers[tier].map(({ id, name, odds }) => ({ id, name, odds }));
  return { tournamentId, confirm, tiers: { 1: list(1), 2: list(2), 3: list(3), 4: list(4) } };
}

/** Whether two boards put the same golfers in the same tiers with the same odds. */
export function sameBoard(a: TierBoard, b: TierBoard): boolean {
  return ALL_TIERS.every((tier) => {
    const key = (list: BoardGolfer[]) =>
      list
        .map((g) => `${g.id}:${g.odds ?? ''}`)
        .sort()
        .join(',');
    return key(a.tiers[tier]) === key(b.tiers[tier]);
  });
}
