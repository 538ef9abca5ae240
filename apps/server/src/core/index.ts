/** The parts every area builds on (core/plugin.ts), and what buildApp is given. */
export { core, type Core } from './plugin';
export type { AppOptions } from './options';
