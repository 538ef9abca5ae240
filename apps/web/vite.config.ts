import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig(({ command }) => {
  // A build is always what the server will serve: production React, whatever NODE_ENV the
  // shell carries (`NODE_ENV=development npm start` once built a development bundle).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      tailwindcss(),
      VitePWA({
        // main.tsx registers the worker itself (virtual:pwa-register), once the page has loaded.
        injectRegister: false,
        registerType: 'autoUpdate',
        includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
        manifest: {
          id: '/',
          name: 'Fairway · Golf pick pools',
          short_name: 'Fairway',
          description:
            'Golf pick pools for friends: pick five golfers from four tiers, follow live standings, chat and settle entry fees.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#f6f4ee',
          theme_color: '#14532d',
          categories: ['sports', 'games'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          // The app shell and static files only. API answers (standings, chat, payments) hold
          // personal data and must be fresh, so they are never cached: no runtimeCaching at all.
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          // Only loaded where SENTRY_DSN is set; everyone else would download it for nothing.
          globIgnores: ['**/sentry-sdk-*.js'],
          navigateFallback: '/index.html',
          // Server routes a browser navigates to (Google sign-in, API docs) must reach the server.
          navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/readyz$/, /^\/healthz$/],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
        },
      }),
    ],
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 400 },
    server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  };
});
