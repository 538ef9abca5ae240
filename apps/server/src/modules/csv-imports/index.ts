/** The CSV imports area's public entry: its plugin. */
export { csvImports } from './plugin';
