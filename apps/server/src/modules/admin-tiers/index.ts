/** The admin tiers area's public entry: its plugin. */
export { adminTiers } from './plugin';
