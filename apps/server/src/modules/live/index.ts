/** The live read model's public entry (docs/architecture.md, "The live read model"). */
export type { Change, ChangeKind, ChangeOf, Heard, HeardChange, RecordChange } from './changes';
export type { HandlerPhase, VersionKeepers } from './change-handlers';
export { dependsOnGroupTournament, type DependsOn } from './keyed-memory';
export { LiveWrites } from './live-writes';
export { LIVE_MEMORY_BYTES, LIVE_MEMORY_TTL_MS, LiveMemory } from './live-memory';
export type { LiveView, LoadingView, ViewDeclaration } from './live-view';
export { live } from './plugin';
