import { URGENCY_PRIORITIES } from '@fairway/domain';
import { z } from 'zod';
import { IsoDate, IsoDateTime } from './common';
import { GroupRole } from './groups';
import { TournamentStatus } from './tournaments';

export const DashboardTournament = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  status: TournamentStatus,
  round: z.number().int(),
  par: z.number().int(),
  startDate: IsoDate,
  firstTeeTime: IsoDateTime.nullable(),
  entryDeadline: IsoDateTime,
  /** Entries enabled by the group admin. */
  isActive: z.boolean(),
});

const GroupRef = z.object({ id: z.number().int(), name: z.string() });

export const DashboardItem = z.object({
  tournament: DashboardTournament,
  group: GroupRef,
  entries: z.number().int(),
});

export const UrgentAction = z.object({
  priority: z.enum(URGENCY_PRIORITIES),
  tournament: z.object({ id: z.number().int(), name: z.string() }),
  group: GroupRef,
  hoursUntil: z.number(),
  deadline: IsoDateTime,
  hasEntry: z.boolean(),
});
export type UrgentAction = z.infer<typeof UrgentAction>;

export const DashboardGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  memberCount: z.number().int(),
  role: GroupRole,
  hasActiveTournament: z.boolean(),
});

export const DashboardResponse = z
  .object({
    user: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      groups: z.array(DashboardGroup),
    }),
    urgentActions: z.array(UrgentAction),
    liveTournaments: z.array(DashboardItem),
    upcomingTournaments: z.array(DashboardItem),
    summary: z.object({
      totalGroups: z.number().int(),
      activeEntries: z.number().int(),
      urgentDeadlines: z.number().int(),
    }),
  })
  .meta({ id: 'DashboardResponse' });
export type DashboardResponse = z.infer<typeof DashboardResponse>;
