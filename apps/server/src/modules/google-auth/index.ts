/** The Google sign-in area's public entry: its plugin. */
export { googleAuth } from './plugin';
