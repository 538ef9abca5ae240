import { z } from 'zod';
import { idParam } from './common';
import { MyEntriesResponse } from './game-standings';

/*
 * The demo group's tournaments, read by visitors without an account (docs/rules.md, "Demo"):
 * apart from demo.ts, which game-members.ts reads, so the two never import each other.
 */

/** /api/pool-groups/demo/tournaments/{tournamentId}/...: the demo group's tournament. */
export const DemoTournamentParams = z.object({ tournamentId: idParam('Tournament id') });
/** /api/pool-groups/demo/tournaments/{tournamentId}/entries/{entryId}/...: one of its entries. */
export const DemoEntryParams = DemoTournamentParams.extend({ entryId: idParam('Entry id') });

/**
 * GET /api/pool-groups/demo/tournaments/{tournamentId}/my-entries: the "my entry" card as the
 * demo's player sees it. A visitor plays as one of the demo's fictional members (`player`),
 * chosen by the server; null (and no entries) when nobody has an entry to show.
 */
export const DemoMyEntriesResponse = MyEntriesResponse.extend({
  player: z.object({ id: z.number().int(), name: z.string() }).nullable(),
}).meta({ id: 'DemoMyEntriesResponse' });
export type DemoMyEntriesResponse = z.infer<typeof DemoMyEntriesResponse>;
