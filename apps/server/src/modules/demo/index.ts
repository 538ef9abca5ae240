/** The demo area's public entry: seeding the demo group, and its plugin. */
export { seedDemoGroup } from './seed';
export { demo } from './plugin';
