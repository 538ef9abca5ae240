/**
 * The browser journeys' stand-in for Sentry's ingestion endpoint (see
 * apps/server/test/sentry-stand-in.ts): reports from the app and the browser land here, and
 * GET /received lists them.
 */
import { startSentryStandIn } from '../apps/server/test/sentry-stand-in';

const standIn = await startSentryStandIn({ port: Number(process.env.LOCAL_SENTRY_PORT) });
console.log(`local Sentry at ${standIn.dsn}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
