/** The demo area's public entry: its plugin. */
export { demo } from './plugin';
