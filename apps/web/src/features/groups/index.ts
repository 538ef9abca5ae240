/**
 * What other features and the app may use from groups (docs/architecture.md, "The web's
 * structure"); everything else here is the feature's own. One group's data (useGroup) is
 * shared by several features, so it lives in hooks/.
 */
import { lazyDialog } from '../../components/ui/OnFirstOpen';

export { useGroups } from './api/groups';
export { useInvitedGroupName } from './api/invite-preview';
export const JoinGroupDialog = lazyDialog(() =>
  import('./components/JoinGroupDialog').then((m) => m.JoinGroupDialog),
);
export { MEMBERS_SHOWN_COLLAPSED } from './utils/member-order';
