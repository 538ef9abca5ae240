import { INVITE_CODE_LENGTH } from '@fairway/contract/constants';

/**
 * Two invite links exist on purpose (docs/rules.md, "Groups"): the one people copy
 * (origin + /groups/join/{code}, the route that joins) and the shorter one the create screen
 * displays (origin + /join/{code}). Both readings stand, so both exist here.
 */
const currentOrigin = () => window.location.origin;

/** The link that is copied everywhere: it opens the join route. */
export const inviteJoinUrl = (inviteCode: string, origin = currentOrigin()) =>
  `${origin}/groups/join/${inviteCode}`;

/** The link the "Group Created" step displays. */
export const inviteDisplayUrl = (inviteCode: string, origin = currentOrigin()) =>
  `${origin}/join/${inviteCode}`;

/** Invite codes are upper case without spaces, at most 8 characters. */
export const normalizeInviteCode = (raw: string) =>
  raw.replace(/\s+/g, '').toUpperCase().slice(0, INVITE_CODE_LENGTH);
