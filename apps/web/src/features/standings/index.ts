/**
 * What other features and the app may use from standings (docs/architecture.md, "The web's
 * structure"); everything else here is the feature's own.
 */
export { PayoutAmount } from './components/PayoutAmount';
export { RankMark } from './components/RankMark';
export { rankLabels } from './medal';
export { prefetchStandings } from './api/first-rows';
// The demo's standings (features/demo) show the same table and cards to visitors.
export { StandingsTable } from './components/StandingsTable';
export type { RowJump } from './components/row-jump';
export { StandingsLegend } from './components/StandingsLegend';
export { StandingsSkeleton } from './components/StandingsSkeleton';
export { ChancesCard } from './components/ChancesCard';
export { PrizePoolLine } from './components/PrizePoolLine';
export { TournamentTitle } from './components/TournamentTitle';
export { currentRoundText, payoutLabel, showsPayouts } from './standings-rules';
