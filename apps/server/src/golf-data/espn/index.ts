import type { Config } from '../../config';
import type { EspnProviderOptions } from './espn-provider';
import { EspnProvider } from './espn-provider';

export { DEFAULT_USER_AGENT, EspnClient, EspnRequestError } from './espn-client';
export type { EspnClientOptions, FetchLike } from './espn-client';
export { EspnFormatError, parseLeaderboard, parseSchedule } from './espn-map';
export type { EspnEventLeaderboard, EspnSchedule } from './espn-map';
export { eventIdFromExternalId, golferExternalId, tournamentExternalId } from './espn-values';
export type { EspnIssue } from './espn-values';
export { EspnProvider } from './espn-provider';
export type { EspnLeaderboard, EspnLogger, EspnProviderOptions } from './espn-provider';

/** The ESPN provider (GOLF_DATA=espn); every option has a working default. */
export function createEspnProvider(options: EspnProviderOptions = {}): EspnProvider {
  return new EspnProvider(options);
}

/** The ESPN provider the configuration asks for (ESPN_SCOREBOARD_URL, ESPN_LEADERBOARD_URL). */
export function espnProviderFor(
  config: Pick<Config, 'espn'>,
  options: Omit<EspnProviderOptions, 'scoreboardUrl' | 'leaderboardUrl'> = {},
): EspnProvider {
  return new EspnProvider({
    ...options,
    scoreboardUrl: config.espn.scoreboardUrl,
    leaderboardUrl: config.espn.leaderboardUrl,
  });
}
