/** The test hooks area's public entry: its plugin. */
export { testHooks } from './plugin';
