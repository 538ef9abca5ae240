/** The platform admin area's public entry: its plugin. */
export { platformAdmin } from './plugin';
