/** The passkeys area's public entry: its plugin. */
export { passkeys } from './plugin';
