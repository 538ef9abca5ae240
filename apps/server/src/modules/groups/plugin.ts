import fp from 'fastify-plugin';
import { Port } from '../../lib/port';
import { GroupAccess } from './access';
import { groupsOnChanges } from './change-handlers';
import { leaveAllGroups } from './leave-all-groups';
import { MemberCounts } from './member-counts';
import { groupRoutes } from './routes';
import { GroupService } from './service';
import type { ListedGroupTournament, TournamentsOfGroups } from './tournaments-of-groups';

type LoadTournamentsOfGroups = TournamentsOfGroups<ListedGroupTournament>['load'];

declare module 'fastify' {
  interface FastifyInstance {
    groups: {
      /** Who belongs where and may do what (memberships, remembered). */
      access: GroupAccess;
      /** Member counts, remembered. */
      memberCounts: MemberCounts;
      service: GroupService;
      /** The tournaments groups play, as their pages list them: game answers it. */
      tournamentsOfGroups: Port<LoadTournamentsOfGroups>;
    };
  }
}

/**
 * The groups area: groups, members, invites. It asks game for the tournaments groups play
 * (`tournamentsOfGroups`), answers who may follow a group's events, and takes a deleted
 * account out of its groups.
 */
export const groups = fp(
  async (app) => {
    const { db, clock, limits } = app.core;
    const { writes: live, memory } = app.live;
    const access = new GroupAccess(db, memory);
    const memberCounts = new MemberCounts(db, memory);
    const tournamentsOfGroups = new Port<LoadTournamentsOfGroups>('the tournaments groups play');
    const service = new GroupService(
      db,
      access,
      live,
      clock,
      limits,
      { load: tournamentsOfGroups.ask },
      memberCounts,
    );
    app.addHook('onReady', async () => tournamentsOfGroups.requireAnswer());
    groupsOnChanges(live);
    app.events.membership.answer((groupId, userId) => access.requireMember(groupId, userId));
    app.auth.hooks.leaveGroups.answer(leaveAllGroups);
    app.decorate('groups', { access, memberCounts, service, tournamentsOfGroups });
    await app.register(groupRoutes, { groups: service });
  },
  { name: 'groups', dependencies: ['core', 'live', 'events', 'auth'] },
);
