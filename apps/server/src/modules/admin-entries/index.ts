/** The admin entries area's public entry: its plugin. */
export { adminEntries } from './plugin';
