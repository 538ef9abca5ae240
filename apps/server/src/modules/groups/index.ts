/** The groups area's public entry: access rules, member counts and the groups' tournaments. */
export { GroupAccess, type Membership } from './access';
export { generateInviteCode } from './invite-codes';
export { countMembers, MemberCounts } from './member-counts';
export { GroupService } from './service';
export {
  GroupTournamentSummaries,
  pickSubmissions,
  type GroupTournamentRow,
} from './tournament-summaries';
export { membersByName, type ListedMember } from './member-list';
