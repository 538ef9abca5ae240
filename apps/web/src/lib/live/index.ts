/**
 * The live layer: a group's event stream (one connection per group, however many components
 * ask), what its events change in the query cache, and the catch-up after a reconnection.
 * Features use it through this file.
 */
export { useGroupEvents } from './group-events';
export type { StreamStatus } from './event-stream';
export {
  addMessageToCache,
  flattenPages,
  withMessage,
  type ChatPage,
  type ChatPages,
} from './chat-pages';
