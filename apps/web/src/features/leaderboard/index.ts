/**
 * What other features and the app may use from the leaderboard (docs/architecture.md, "The
 * web's structure"); everything else here is the feature's own.
 */
export { PositionMark } from './components/PositionMark';
export { ROUND_KEYS, thruLabel } from './ranking';
