import type { GolfDataFailure, GolfDataStatusResponse } from '@fairway/contract';

const PROVIDER_NAMES: Record<GolfDataStatusResponse['provider'], string> = {
  simulator: 'Simulator',
  espn: 'ESPN',
};

export const providerName = (provider: GolfDataStatusResponse['provider']) =>
  PROVIDER_NAMES[provider];

/**
 * The failure worth showing: only one newer than the last success, since a success after it
 * means the feed has recovered. With no success on record every failure counts.
 */
export function currentFailure(status: GolfDataStatusResponse): GolfDataFailure | null {
  const { lastError, lastSuccessfulUpdate } = status;
  if (!lastError) return null;
  if (!lastSuccessfulUpdate) return lastError;
  return Date.parse(lastError.at) > Date.parse(lastSuccessfulUpdate) ? lastError : null;
}
