import type { SizeTierName } from '@fairway/contract';
import { FREE_MEMBER_LIMIT } from '@fairway/contract/constants';

/**
 * docs/rules.md, "The platform fee": up to 10 members is free, more is small; 'large' is never
 * chosen by size.
 */
export const TIER_LABELS: Record<SizeTierName, string> = {
  free: `Free (1-${FREE_MEMBER_LIMIT} members)`,
  small: `Small Group (${FREE_MEMBER_LIMIT + 1}+ members)`,
  large: 'Large Group',
};
