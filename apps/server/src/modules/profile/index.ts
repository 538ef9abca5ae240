/** The profile area's public entry: its plugin. */
export { profile } from './plugin';
