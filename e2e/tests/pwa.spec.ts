import { expect, test } from '@playwright/test';

test('the app installs: a valid manifest, its icons, and a registered service worker', async ({
  page,
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Fairway', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  await page.goto('/');
  const workerUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL;
  });
  expect(new URL(workerUrl!).pathname).toBe('/sw.js');

  // Chromium's own verdict: nothing about the app stops installation (a test browser's
  // throwaway profile counts as incognito, where Chromium never installs anything).
  const devtools = await page.context().newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
});

test('offline, the app still opens from its cache and says it is offline; no API answer is cached', async ({
  page,
  context,
}) => {
  await page.goto('/leaderboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    // The worker claims the page once active; wait until it controls it.
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline.", { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((entry) => new URL(entry.url).pathname));
    }
    return urls;
  });
  expect(cachedUrls).toContain('/index.html');
  expect(cachedUrls.filter((path) => path.startsWith('/api/'))).toEqual([]);
  await context.setOffline(false);
});
