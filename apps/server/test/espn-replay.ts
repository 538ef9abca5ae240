import { afterAll, beforeAll } from 'vitest';
import type { LeaderboardResponse } from '@fairway/contract';
import { startEspnStandIn, type EspnStandIn, type RecordedMoment } from './espn-recordings';
import { bearer, injectJson, useTestApp } from './helpers';

/**
 * The app with GOLF_DATA=espn asking a local stand-in that answers with ESPN's recordings
 * (espn-recordings.ts), for the replay tests, with the calls they make. Call it inside the
 * describe block: the stand-in starts before the app and stops after the block.
 */
export function useEspnReplay() {
  let standIn: EspnStandIn | undefined;
  beforeAll(async () => {
    standIn = await startEspnStandIn();
  });
  afterAll(() => standIn?.close());
  const ctx = useTestApp({
    env: () => ({
      GOLF_DATA: 'espn',
      ESPN_SCOREBOARD_URL: standIn!.scoreboardUrl,
      ESPN_LEADERBOARD_URL: standIn!.leaderboardUrl,
    }),
  });
  /** The stand-in, usable before it has started (the tests use it only once it has). */
  const espn = {
    show: (moment: RecordedMoment) => standIn!.show(moment),
    get requests() {
      return standIn!.requests;
    },
  };
  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    injectJson<T>(ctx.app, { method, url, headers: bearer(token), payload });
  const leaderboard = async (id: number) =>
    (
      await injectJson<LeaderboardResponse>(ctx.app, {
        method: 'GET',
        url: `/api/tournament/${id}/leaderboard`,
      })
    ).body;
  return { ctx, espn, call, leaderboard };
}
