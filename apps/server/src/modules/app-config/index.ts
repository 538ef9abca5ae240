/** The app-config area's public entry: its plugin. */
export { appConfig } from './plugin';
