/**
 * What other features and the app may use from unlocking a tournament (docs/architecture.md,
 * "The web's structure"); everything else here is the feature's own.
 */
export type { UnlockTarget } from './types';
export { UnlockTournamentDialog } from './UnlockTournamentDialog';
