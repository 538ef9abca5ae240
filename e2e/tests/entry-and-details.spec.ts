import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  auth,
  liveGroup,
  newUser,
  registerThroughApi,
  signInWithToken,
  type SeasonTournament,
} from './support';

/**
 * Step 14's entry and details on a 375 px phone: an entry from the dashboard in at most 8 taps,
 * the searchable alternate, the leaderboard's marks on the member's golfers and the chat's
 * composer in reach. (The bell's alternate notice is walked in clock.spec.ts, which can move
 * a tournament from its entry deadline to play; apps/server's alternate-notices.test.ts
 * covers it on both databases.)
 */
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });

/** A member's own group playing the next upcoming tournament with tiers, alternates allowed. */
async function groupWithOpenEntry(request: APIRequestContext) {
  const member = await registerThroughApi(request, newUser('tapper'));
  const season = (await (await request.get('/api/tournaments')).json()) as SeasonTournament[];
  const tournament = season.find((t) => t.status === 'upcoming' && t.tiersAssigned)!;
  const created = await request.post('/api/pool-groups', {
    headers: auth(member.token),
    data: { name: 'Eight Taps Club' },
  });
  const group = (await created.json()) as { id: number; name: string };
  const added = await request.post(`/api/group-admin/${group.id}/tournaments`, {
    headers: auth(member.token),
    data: { tournament_id: tournament.id, allow_alternate: true },
  });
  expect(added.status()).toBe(201);
  return { member, group, tournament };
}

/**
 * No serious or critical accessibility violation in what the page shows now (the scans of
 * accessibility.spec.ts do not open the alternate's list or mark a leaderboard): the same rules,
 * "label in name" included.
 */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** Screenshots for docs/phones.md, when asked for: FAIRWAY_SCREENSHOTS=docs/screenshots. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.FAIRWAY_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

/** The tier on screen (a phone shows one), and its first golfer not yet picked. */
const firstUnpicked = (page: Page, tier: number) =>
  page
    .getByRole('group', { name: `Tier ${tier}` })
    .getByRole('button', { pressed: false })
    .first();

test('an entry from the dashboard is at most 8 taps on a phone: a pick moves to the next tier', async ({
  page,
  request,
}) => {
  const { member, group, tournament } = await groupWithOpenEntry(request);
  await signInWithToken(page, member.token, '/');
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };

  // 1: the dashboard's Make Picks opens the form itself.
  await tap(page.getByRole('link', { name: `Make Picks for ${tournament.name} in ${group.name}` }));
  await expect(page).toHaveURL(
    new RegExp(`/groups/${group.id}/tournament/${tournament.id}/entry$`),
  );
  // 2 to 6: a golfer per tier, two in tier 4; each completed tier gives way to the next.
  for (const tier of [1, 2, 3]) {
    await expect(page.getByRole('group', { name: `Tier ${tier}` })).toBeVisible();
    await tap(firstUnpicked(page, tier));
    await expect(page.getByRole('group', { name: `Tier ${tier}` })).toBeHidden();
  }
  await tap(firstUnpicked(page, 4));
  await expect(page.getByRole('group', { name: 'Tier 4' })).toBeVisible();
  await tap(firstUnpicked(page, 4));
  await expect(page.getByRole('heading', { name: 'Your Selections' })).toBeVisible();
  await expect(page.getByText('5/5 picked').first()).toBeVisible();
  // 7: the tiebreaker is one tap on a common winning score (typing "-12" would be a tap into
  // the field and a keyboard switch for the minus sign).
  const guesses = page.getByRole('group', { name: 'Common winning scores' });
  await tap(guesses.getByRole('button', { name: '-12' }));
  await expect(page.getByLabel('Tiebreaker (optional)')).toHaveValue('-12');
  await screenshot(page, 'entry-review-phone');
  // 8: submit.
  await tap(page.getByRole('button', { name: 'Submit Selections' }));
  await expect(page).toHaveURL(/\/my-entries$/);
  await expect(page.getByText('Your picks are in!')).toBeVisible();
  expect(taps).toBeLessThanOrEqual(8);
  console.log(`phone entry from the dashboard: ${taps} taps`);
});

test('the alternate is chosen from a searchable tier 4 list with odds', async ({
  page,
  request,
}) => {
  const { member, group, tournament } = await groupWithOpenEntry(request);
  const { tiers } = (await (
    await request.get(`/api/tournament/${tournament.id}/golfers-by-tier`, {
      headers: auth(member.token),
    })
  ).json()) as { tiers: Record<'tier4', { id: number; name: string; odds: number | null }[]> };
  // A golfer deep in tier 4 (the old dropdown listed over a hundred without odds).
  const wanted = tiers.tier4.at(-3)!;
  await signInWithToken(
    page,
    member.token,
    `/groups/${group.id}/tournament/${tournament.id}/entry`,
  );
  for (const tier of [1, 2, 3, 4, 4]) await firstUnpicked(page, tier).click();

  const alternate = page.getByRole('group', { name: 'Alternate (optional)' });
  await alternate.getByRole('button', { name: 'Choose alternate' }).click();
  const search = alternate.getByRole('searchbox', {
    name: 'Search tier 4 golfers for your alternate',
  });
  await expect(search).toBeFocused();
  const list = alternate.getByRole('list', { name: 'Tier 4 golfers for your alternate' });
  // Each golfer with odds ("N/1", read "N to 1 to win").
  await expect(list.getByRole('button', { name: /to 1 to win$/ }).first()).toBeVisible();
  await search.fill(wanted.name.split(' ').at(-1)!);
  const found = list.getByRole('button', { name: new RegExp(`^${wanted.name}`) });
  await expect(found).toBeVisible();
  await found.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'alternate-search-phone');
  await expectAccessible(page);
  expect(await list.getByRole('button').count()).toBeLessThan(tiers.tier4.length);
  await found.click();
  await expect(alternate.getByRole('button', { name: 'Change alternate' })).toBeFocused();
  await expect(alternate.getByText(wanted.name)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Selections' }).click();
  await expect(page).toHaveURL(/\/my-entries$/);
  await expect(page.getByText(`Alternate: ${wanted.name}`)).toBeVisible();
});

test("the leaderboard marks the member's golfers in words, and narrows to them", async ({
  page,
  request,
}) => {
  const { captain, group, live } = await liveGroup(request, { members: 1 });
  const entries = (await (
    await request.get(`/api/pool-groups/${group.id}/tournaments/${live.id}/entries`, {
      headers: auth(captain.token),
    })
  ).json()) as { userName: string; golfers: { name: string }[] }[];
  const mine = new Set(
    entries
      .filter((entry) => entry.userName === captain.name)
      .flatMap((entry) => entry.golfers.map((golfer) => golfer.name)),
  );
  await signInWithToken(page, captain.token, `/leaderboard?tournament=${live.id}`);
  const mineOnly = page.getByRole('button', { name: `My golfers (${mine.size})` });
  await expect(mineOnly).toBeVisible();
  await mineOnly.click();
  await expect(mineOnly).toHaveAttribute('aria-pressed', 'true');
  const names = page.getByRole('rowheader');
  await expect(names).toHaveCount(mine.size);
  for (const name of await names.allTextContents()) {
    const golfer = name.replace(/Your pick.*$/, '');
    expect(mine.has(golfer), `${golfer} is one of the captain's golfers`).toBe(true);
  }
  // In words (and an icon), not a colour alone.
  await expect(page.getByText('Your pick', { exact: true }).first()).toBeVisible();
  await screenshot(page, 'leaderboard-mine-phone');
  await expectAccessible(page);
  await mineOnly.click();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  expect(await page.getByRole('rowheader').count()).toBeGreaterThan(mine.size);
});

test('the chat composer is on screen as soon as the chat is, on a phone', async ({
  page,
  request,
}) => {
  const member = await registerThroughApi(request, newUser('chatter'));
  const group = (await (
    await request.post('/api/pool-groups', {
      headers: auth(member.token),
      data: { name: 'Chatty Phone Club' },
    })
  ).json()) as { id: number };
  // A long history (the chat takes 10 a minute): the messages' box scrolls.
  for (let n = 1; n <= 8; n += 1)
    await request.post(`/api/pool-groups/${group.id}/messages`, {
      headers: auth(member.token),
      data: { message: `Message number ${n} for the scroll` },
    });
  await signInWithToken(page, member.token, `/groups/${group.id}`);
  const chat = page.getByRole('region', { name: 'Group Chat' });
  await expect(chat.getByText('Message number 8 for the scroll')).toBeVisible();
  const messages = chat.getByRole('region', { name: 'Chat messages' });
  const input = chat.getByRole('textbox', { name: 'Message' });
  // The chat's heading just coming into view at the bottom of the screen: the composer is with it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const heading = chat.getByRole('heading', { name: 'Group Chat' });
  const headingTop = (await heading.boundingBox())!.y;
  await page.evaluate((top) => window.scrollTo(0, top - window.innerHeight + 80), headingTop);
  await expect(heading).toBeInViewport();
  await expect(input).toBeInViewport();
  await screenshot(page, 'chat-phone');
  const box = (await input.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  // The messages' box takes at most half the screen, so heading, messages and composer fit.
  expect((await messages.boundingBox())!.height).toBeLessThanOrEqual(PHONE.height / 2 + 1);
  await input.fill('Sent from the middle of the page');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Sent from the middle of the page', { exact: true })).toBeVisible();
});
