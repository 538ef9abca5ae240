import fp from 'fastify-plugin';
import { AlternateNotices } from './alternate-notices';
import { DeadlineReminders } from './deadline-reminders';
import { NoticeDelivery } from './notice-delivery';
import { NoticesJob } from './notices-job';
import { Nudges } from './nudges';
import { ResultsNotices } from './results-notices';
import { noticeRoutes } from './routes';
import { NoticeService } from './service';
import { UnsubscribeTokens } from './unsubscribe-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    notices: {
      /** The bell's list and unsubscribe links. */
      service: NoticeService;
      nudges: Nudges;
      /** Reminders and results every minute; main.ts starts it, closing the app stops it. */
      job: NoticesJob;
    };
  }
}

/** The notices area: reminders, results, nudges and alternates coming in (the bell, and mail). */
export const notices = fp(
  async (app) => {
    const { db, database, clock, config, jwtSecret } = app.core;
    const live = app.live.writes;
    const unsubscribeTokens = new UnsubscribeTokens(jwtSecret);
    const delivery = new NoticeDelivery(config, unsubscribeTokens);
    const job = new NoticesJob(
      [
        new DeadlineReminders(database, clock, delivery),
        new ResultsNotices(database, clock, app.standings.service, delivery),
      ],
      app.log,
    );
    app.addHook('onClose', () => job.stop());
    // An alternate coming in is told in the group's chat and the owner's bell.
    new AlternateNotices(database, live, clock, delivery).followLeaderboards();
    const service = new NoticeService(db, clock, unsubscribeTokens);
    const nudges = new Nudges(db, app.groups.access, clock, delivery);
    app.decorate('notices', { service, nudges, job });
    await app.register(noticeRoutes, { notices: service, nudges });
  },
  { name: 'notices', dependencies: ['core', 'live', 'groups', 'standings'] },
);
