import fp from 'fastify-plugin';
import { Port } from '../../lib/port';
import { groupAdminRoutes } from './admin-routes';
import { GroupAdminService } from './admin-service';
import { settingsAuditRoutes } from './audit-routes';
import { gameOnChanges } from './change-handlers';
import type { EarlierPayment } from './earlier-payment';
import { EntryService } from './entries-service';
import { memberGameRoutes } from './member-routes';
import { MemberTournamentService } from './member-service';
import { SettingsAudit } from './settings-audit';
import { SettingsEdits } from './settings-edits';
import { GroupTournamentSummaries } from './tournament-summaries';

declare module 'fastify' {
  interface FastifyInstance {
    game: {
      /** Each group's tournaments with their entry counts, remembered. */
      summaries: GroupTournamentSummaries;
      admin: GroupAdminService;
      memberTournaments: MemberTournamentService;
      entries: EntryService;
      /** A fee the group paid before for a tournament added again: billing answers it. */
      earlierPayment: Port<EarlierPayment>;
    };
  }
}

/**
 * The game area: the tournaments a group plays, their settings and fees, and the entries. It
 * answers groups' listing of the tournaments they play, and keeps the group tournaments'
 * versions (its change handlers).
 */
export const game = fp(
  async (app) => {
    const { db, clock, limits } = app.core;
    const live = app.live.writes;
    const { access } = app.groups;
    const summaries = new GroupTournamentSummaries(db, app.live.memory);
    app.groups.tournamentsOfGroups.answer((groupIds) => summaries.load(groupIds));
    const earlierPayment = new Port<EarlierPayment>('an earlier payment of a fee');
    const admin = new GroupAdminService(
      db,
      access,
      clock,
      live,
      earlierPayment.ask,
      new SettingsEdits(live, clock, limits),
    );
    const memberTournaments = new MemberTournamentService(
      db,
      access,
      clock,
      app.tournaments.boards,
    );
    app.addHook('onReady', async () => earlierPayment.requireAnswer());
    const entries = new EntryService(db, access, clock, live);
    gameOnChanges(live, clock);
    app.decorate('game', { summaries, admin, memberTournaments, entries, earlierPayment });
    await app.register(groupAdminRoutes, { admin });
    await app.register(memberGameRoutes, { members: memberTournaments, entries });
    await app.register(settingsAuditRoutes, { audit: new SettingsAudit(db, access) });
  },
  { name: 'game', dependencies: ['core', 'live', 'tournaments', 'groups'] },
);
