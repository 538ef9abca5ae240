import { POOL_TYPES } from '@fairway/domain';
import { z } from 'zod';
import { idParam } from './common';
import { GroupParams } from './groups';

// What the group admin, member, standings and history schemas share (game-*.ts).

export const PoolType = z.enum(POOL_TYPES, {
  error: 'Pool type must be cut_score or elimination',
});
export type PoolType = z.infer<typeof PoolType>;

export const GroupTournamentParams = GroupParams.extend({ tournamentId: idParam('Tournament id') });
export const EntryParams = GroupTournamentParams.extend({ entryId: idParam('Entry id') });
