import { expect, test } from '@playwright/test';

test('a visitor opens /leaderboard and sees the live field', async ({ page, request }) => {
  const tournaments = (await (await request.get('/api/tournaments')).json()) as {
    id: number;
    name: string;
    status: string;
  }[];
  const live = tournaments.find((t) => t.status === 'active');
  expect(live).toBeDefined();

  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: live!.name })).toBeVisible();
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The whole field is in the table (its row count says so); the rows on screen are rendered.
  await expect
    .poll(async () => Number(await table.getAttribute('aria-rowcount')))
    .toBeGreaterThanOrEqual(120);
  expect(await rows.count()).toBeLessThan(60);
  // At the end of the field, those who are out: missed the cut.
  await page.getByRole('region', { name: 'Leaderboard' }).press('End');
  await expect(table.getByText('CUT').first()).toBeVisible();
});

test('the contact form shows each validation message, then the success banner', async ({
  page,
}) => {
  let apiCallsAfterLoad = 0;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: /contact/i }).first()).toBeVisible();
  // Calls to this app's API only: error reports go to the Sentry host, which also uses /api/.
  const appOrigin = new URL(page.url()).origin;
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (
      url.origin === appOrigin &&
      url.pathname.startsWith('/api/') &&
      url.pathname !== '/api/config'
    )
      apiCallsAfterLoad += 1;
  });

  const submit = page.getByRole('button', { name: /send/i });
  await submit.click();
  for (const message of [
    'Name is required',
    'Email is required',
    'Subject is required',
    'Message is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Name').fill('Tess Tester');
  await expect(page.getByText('Name is required')).toBeHidden();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message').fill('Too short');
  await submit.click();
  await expect(page.getByText('Email address is invalid')).toBeVisible();
  await expect(page.getByText('Message should be at least 10 characters')).toBeVisible();

  await page.getByLabel('Email').fill('tess@example.com');
  await page.getByLabel('Message').fill('A message long enough to send.');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: /thank|sent/i })).toBeVisible({
    timeout: 5_000,
  });
  await expect(page.getByLabel('Name')).toHaveValue('');
  expect(apiCallsAfterLoad).toBe(0);
});
