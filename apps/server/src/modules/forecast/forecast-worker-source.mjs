// The forecast's worker from its TypeScript source (tests, `npm run dev`): tsx compiles it.
// The build bundles forecast-worker.ts itself (apps/server/build.mjs), so this file is not shipped.
import { register } from 'tsx/esm/api';

register();
await import('./forecast-worker.ts');
