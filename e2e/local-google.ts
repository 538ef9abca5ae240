/**
 * The browser journeys' stand-in for Google: a real OpenID provider on loopback (see
 * apps/server/test/local-google.ts), started by Playwright next to the app.
 */
import { startLocalGoogle } from '../apps/server/test/local-google';

const port = Number(process.env.LOCAL_GOOGLE_PORT);
const appOrigins = (process.env.APP_ORIGINS ?? '').split(',').filter(Boolean);
const google = await startLocalGoogle({
  port,
  redirectUris: appOrigins.map((origin) => `${origin}/api/auth/google/callback`),
});
console.log(`local Google at ${google.issuer}`);
const stop = () => void google.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
