/**
 * What other features and the app may use from the game (docs/architecture.md, "The web's
 * structure"); everything else here is the feature's own.
 */
export { ENTRY_WARNING_MS } from './utils/entry-rules';
