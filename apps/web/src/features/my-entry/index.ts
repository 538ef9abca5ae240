/**
 * What other features may use from "my entry" (docs/architecture.md, "The web's structure"):
 * the card that tells a member how their entries stand during play, pinned on the standings
 * and leading the dashboard and the group page. Everything else here is the feature's own.
 */
export { LiveEntryCard } from './components/LiveEntryCard';
export { PinnedMyEntry } from './components/PinnedMyEntry';
// The demo (features/demo) shows its player's entries in the same table, without the stream.
export { MyEntriesTable } from './components/MyEntriesTable';
export { entriesFromStandings } from './provisional';
// The standings page's loader asks for the card's answer beside the first rows, in one round trip.
export { myEntriesQuery } from './api/my-entries';
