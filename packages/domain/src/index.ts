// Fairway's pure rules, one home each, for the server and the browser: no I/O, no imports but
// its own modules (free of zod, so the browser bundles stay small).
export * from './constants';
export * from './new-york-time';
export * from './status-badge';
export * from './deadlines';
export * from './money';
export * from './tiers';
export * from './csv';
export * from './golfer-names';
export * from './names';
export * from './odds-csv';
export * from './monitoring';
export * from './payouts';
export * from './picks';
export * from './alternates';
export * from './pricing';
export * from './ranking';
export * from './scoring';
export * from './ledger';
export * from './standings';
export * from './popularity';
export * from './entry-numbers';
export * from './result-settings';
