/**
 * What other features and the app may use from history (docs/architecture.md, "The web's
 * structure"); everything else here is the feature's own.
 */
export { useGroupHistory } from './api/group-history';
export { useMyHistory } from './api/my-history';
export { RecentWinnerCard } from './components/RecentWinnerCard';
export { anyRecentlyFinished } from './recent-winner';
