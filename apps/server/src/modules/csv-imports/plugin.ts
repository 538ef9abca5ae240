import fp from 'fastify-plugin';
import { claimImportedHistory } from './claim-imported-history';
import { GroupCsvImportService } from './group-service';
import { HistoricalImportService } from './historical-service';
import { csvImportRoutes } from './routes';

/**
 * The CSV imports area: a group admin's upload of members' entries, and the platform admin's
 * import of past pool entries, whose imported people claim their history when they prove their
 * email (the accounts area's hook).
 */
export const csvImports = fp(
  async (app) => {
    const { db, clock, limits } = app.core;
    const live = app.live.writes;
    app.auth.hooks.claimImportedHistory.answer(claimImportedHistory);
    await app.register(csvImportRoutes, {
      historical: new HistoricalImportService(db, clock, app.log, live),
      groupUploads: new GroupCsvImportService(db, app.groups.access, clock, app.log, live, limits),
    });
  },
  { name: 'csv-imports', dependencies: ['core', 'live', 'auth', 'groups'] },
);
