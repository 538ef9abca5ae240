import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompactStandingsResponse,
  DemoEntryParams,
  DemoMyEntriesResponse,
  DemoResponse,
  DemoTournamentParams,
  EntryChancesResponse,
  ErrorResponse,
  RootingResponse,
  StandingsHeadResponse,
  StandingsResponse,
  StandingsShapeQuery,
  routes,
} from '@fairway/contract';
import { sendRendered } from '../../http/send-rendered';
import type { DemoService } from './service';

/**
 * The public, read-only demo (docs/rules.md, "Demo"): the group, and its tournaments' standings,
 * chances and rooting as a member reads them, for visitors without an account. Reads only: the
 * demo has no route that writes.
 */
export const demoRoutes: FastifyPluginAsyncZod<{ demo: DemoService }> = async (app, { demo }) => {
  const tags = ['groups'];
  // 402 cannot happen while the demo stays a free group, but the standings' refusals are shared.
  const errors = { 400: ErrorResponse, 402: ErrorResponse, 404: ErrorResponse };

  app.get(
    routes.demo.path,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The public, read-only demo group',
        response: { 200: DemoResponse, 404: ErrorResponse },
      },
    },
    async () => demo.get(),
  );

  app.get(
    routes.demoStandings.path,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The demo group's standings for a tournament, as its members see them (the same shapes); ETag and 304 supported",
        params: DemoTournamentParams,
        querystring: StandingsShapeQuery,
        response: {
          200: z.union([StandingsResponse, CompactStandingsResponse, StandingsHeadResponse]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { tournamentId } = request.params;
      const rendered = await demo.standings(tournamentId, request.query.shape ?? 'default');
      // The same for every visitor: caches may keep it, and ask again each time.
      return sendRendered(request, reply, rendered, 'public, no-cache');
    },
  );

  app.get(
    routes.demoMyEntries.path,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'The "my entry" card of the demo member a visitor plays as (`player`, chosen by the server), as that member reads it',
        params: DemoTournamentParams,
        response: { 200: DemoMyEntriesResponse, ...errors },
      },
    },
    async (request) => demo.myEntries(request.params.tournamentId),
  );

  app.get(
    routes.demoEntryRooting.path,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whom a demo entry should root for, as its member would see it',
        params: DemoEntryParams,
        response: { 200: RootingResponse, ...errors },
      },
    },
    async (request) => demo.rooting(request.params.tournamentId, request.params.entryId),
  );

  app.get(
    routes.demoEntryChances.path,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A demo entry's chance to win at the end of each round so far",
        params: DemoEntryParams,
        response: { 200: EntryChancesResponse, ...errors },
      },
    },
    async (request) => demo.chances(request.params.tournamentId, request.params.entryId),
  );
};
