import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCAL_SENTRY } from '../playwright.config';
import { adminToken, registerThroughApi, signInWithToken } from './support';

interface Received {
  type: string;
  payload: {
    message?: string;
    environment?: string;
    tags?: Record<string, unknown>;
    user?: Record<string, unknown>;
    exception?: { values: { value: string }[] };
  };
}

/** Waits until the local Sentry stand-in has an event matching `matches`. */
async function receivedEvent(request: APIRequestContext, matches: (item: Received) => boolean) {
  let found: Received | undefined;
  await expect
    .poll(async () => {
      const items = (await (await request.get(`${LOCAL_SENTRY}/received`)).json()) as Received[];
      found = items.find((item) => item.type === 'event' && matches(item));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test('the platform admin sends test reports from /test-sentry and they reach Sentry without personal data', async ({
  page,
  request,
}) => {
  await signInWithToken(page, await adminToken(request), '/test-sentry');
  await expect(page.getByRole('heading', { name: 'Error Reporting Test' })).toBeVisible();
  // Reporting starts once the app has its settings; the panel follows.
  const environment = page.getByRole('definition');
  await expect(environment.getByText('Configured', { exact: true })).toBeVisible();
  await expect(environment.getByText('e2e', { exact: true })).toBeVisible();
  await expect(environment.getByText('10%', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Capture Exception' }).click();
  await expect(page.getByRole('list', { name: 'Results' })).toContainText('Exception sent');
  const exception = await receivedEvent(
    request,
    (item) => item.payload.exception?.values.at(-1)?.value === 'Sentry test: captured exception',
  );
  expect(exception.payload.environment).toBe('e2e');
  expect(exception.payload.tags).toMatchObject({ test: 'capture' });
  expect(exception.payload.user).toEqual({ id: '1' });
  expect(JSON.stringify(exception.payload)).not.toContain('admin@fairway.test');

  await page.getByRole('button', { name: 'Send Test Message' }).click();
  await receivedEvent(request, (item) => item.payload.message === 'Sentry test message');

  await page.getByRole('button', { name: 'Throw Unhandled Error' }).click();
  await receivedEvent(
    request,
    (item) => item.payload.exception?.values.at(-1)?.value === 'Sentry test: unhandled error',
  );
});

test('/test-sentry sends other members home', async ({ page, request }) => {
  const member = await registerThroughApi(request);
  await signInWithToken(page, member.token, '/test-sentry');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Error Reporting Test' })).toHaveCount(0);
});
