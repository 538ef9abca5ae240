// Pure rules shared by the server and the browser; free of zod so the browser bundles stay small.
export * from './new-york-time';
export * from './status-badge';
export * from './deadlines';
export * from './money';
export * from './tiers';
export * from './csv';
export * from './golfer-names';
export * from './odds-csv';
export * from './monitoring';
export * from './payouts';
