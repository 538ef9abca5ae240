// The Sentry browser SDK behind one module, so its chunk has a recognisable name
// (sentry-sdk-*.js): the service worker leaves it out of the app shell it caches.
export * from '@sentry/react';
