import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Asks for the Latin text face with the page, before any script runs. Found only when text is
 * first laid out, it arrived after the first paint on a slow phone, and the page's words
 * re-wrapped in it: a heading or a line of dates one line shorter moved everything below them
 * (a layout shift of 0.13 on the standings).
 */
function preloadTextFont(): Plugin {
  return {
    name: 'fairway:preload-text-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) =>
          /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('preloadTextFont: the Latin Inter face is not in the build');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig(({ command }) => {
  // A build is always what the server will serve: production React, whatever NODE_ENV the
  // shell carries (`NODE_ENV=development npm start` once built a development bundle).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      tailwindcss(),
      preloadTextFont(),
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
