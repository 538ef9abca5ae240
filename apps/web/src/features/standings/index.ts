/**
 * What other features and the app may use from standings (docs/architecture.md, "The web's
 * structure"); everything else here is the feature's own.
 */
export { PayoutAmount } from './components/PayoutAmount';
export { RankMark } from './components/RankMark';
export { rankLabels } from './medal';
export { prefetchStandings } from './api/first-rows';
