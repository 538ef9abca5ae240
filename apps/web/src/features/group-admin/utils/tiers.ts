import type { GroupInfo } from '@fairway/contract';
import { FREE_GROUP_MAX_MEMBERS } from './pot';

/** core.md section 4: up to 10 members is free, more is small; 'large' is never chosen by size. */
export const TIER_LABELS: Record<GroupInfo['tier_name'], string> = {
  free: `Free (1-${FREE_GROUP_MAX_MEMBERS} members)`,
  small: `Small Group (${FREE_GROUP_MAX_MEMBERS + 1}+ members)`,
  large: 'Large Group',
};
