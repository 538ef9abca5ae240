/** The dashboard area's public entry: its plugin. */
export { dashboard } from './plugin';
