import { z } from 'zod';
import { IsoDate, IsoDateTime, idParam, nameField } from './common';
import { TournamentStatus } from './tournaments';

export const GroupRole = z.enum(['admin', 'member']);
export type GroupRole = z.infer<typeof GroupRole>;

export { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from './constants';

export const CreateGroupBody = z.object({
  name: nameField('Group name', 80),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(500, 'Description must be at most 500 characters')
    .nullish()
    .transform((value) => value ?? ''),
  /** New groups are private unless said otherwise. */
  isPrivate: z.boolean({ error: 'isPrivate must be true or false' }).default(true),
});
export type CreateGroupBody = z.input<typeof CreateGroupBody>;

/** A tournament the group plays, as group cards and the sidebar show it (filled by the game step). */
export const GroupTournamentSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  status: TournamentStatus,
  startDate: IsoDate,
  endDate: IsoDate,
  entryDeadline: IsoDateTime,
  firstTeeTime: IsoDateTime.nullable(),
  entryDeadlinePassed: z.boolean(),
  /** Entries enabled by the group admin. */
  isActive: z.boolean(),
  /** Entries submitted in this group for the tournament (the dropdown's "picks count"). */
  entryCount: z.number().int(),
});
export type GroupTournamentSummary = z.infer<typeof GroupTournamentSummary>;

export const Group = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    isPrivate: z.boolean(),
    /** Members see it; a non-member viewing a public group sees it too (to join); otherwise null. */
    inviteCode: z.string().nullable(),
    createdBy: z.number().int(),
    memberCount: z.number().int(),
    createdAt: IsoDateTime,
    /** The caller's role, or null when the caller is not a member (public groups only). */
    role: GroupRole.nullable(),
    isMember: z.boolean(),
    isAdmin: z.boolean(),
    isOwner: z.boolean(),
    /** True while one of the group's tournaments is being played (the sidebar's green dot). */
    hasActiveTournament: z.boolean(),
    tournaments: z.array(GroupTournamentSummary),
  })
  .meta({ id: 'Group' });
export type Group = z.infer<typeof Group>;

export const JoinGroupResponse = z.object({
  group: z.object({ id: z.number().int(), name: z.string() }),
  alreadyMember: z.boolean(),
});
export type JoinGroupResponse = z.infer<typeof JoinGroupResponse>;

export const Member = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    name: z.string(),
    role: GroupRole,
    isOwner: z.boolean(),
    joinedAt: IsoDateTime,
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof Member>;

export const GroupParams = z.object({ groupId: idParam('Group id') });
export const GroupMemberParams = GroupParams.extend({ userId: idParam('User id') });

/** PUT /api/pool-groups/{groupId}/owner: the member who becomes the group's owner. */
export const HandOverGroupBody = z.object({ userId: idParam('User id') });
export type HandOverGroupBody = z.infer<typeof HandOverGroupBody>;

export const InviteCodeParams = z.object({
  inviteCode: z
    .string()
    .trim()
    .min(1, 'Invite code is required')
    .max(32, 'Invalid invite code')
    // Codes are letters and digits; anything else (a NUL byte, say) cannot match one.
    .regex(/^[A-Za-z0-9]+$/, 'Invalid invite code')
    .transform((code) => code.toUpperCase()),
});

/**
 * GET /api/pool-groups/invite/{inviteCode}: what a visitor holding an invite link may see
 * before signing in (the group's name and size), and nothing else.
 */
export const InvitePreview = z.object({ name: z.string(), memberCount: z.number().int() });
export type InvitePreview = z.infer<typeof InvitePreview>;

/**
 * POST /api/pool-groups/{groupId}/invite-code (group admins): the group's new invite code. The
 * old code, and every link made with it, stops working at once.
 */
export const NewInviteCode = z.object({ inviteCode: z.string() }).meta({ id: 'NewInviteCode' });
export type NewInviteCode = z.infer<typeof NewInviteCode>;

/**
 * GET /api/pool-groups/{groupId}/removed (group admins): someone an admin removed, who cannot
 * join the group again by any invite code until an admin allows them back
 * (DELETE /api/pool-groups/{groupId}/removed/{userId}).
 */
export const RemovedMember = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    removedAt: IsoDateTime,
    /** The name of the admin who removed them; null once that account is gone. */
    removedBy: z.string().nullable(),
  })
  .meta({ id: 'RemovedMember' });
export type RemovedMember = z.infer<typeof RemovedMember>;
