/** The groups area's public entry: access rules, members and member counts. */
export { GroupAccess, type Membership } from './access';
export { generateInviteCode } from './invite-codes';
export { countMembers, MemberCounts } from './member-counts';
export { GroupService } from './service';
export { membersByName, type ListedMember } from './member-list';
export { findDemoGroup, findGroup, membersAmong, membersInJoinOrder } from './group-lookups';
export { addMembers, createGroup, lockGroup, type MemberRole } from './group-writes';
export { membershipsOf } from './memberships-of';
export { transferMemberships } from './transfer-memberships';
export { countMembersOf, membersJoinedBy } from './member-tallies';
export { groupNames } from './group-names';
export type { ListedGroupTournament, TournamentsOfGroups } from './tournaments-of-groups';
export { groups } from './plugin';
