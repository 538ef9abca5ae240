import { expect, test, type Page } from '@playwright/test';
import { LOCAL_MAIL } from '../playwright.config';
import { newUser, proveEmailThroughMail, registerThroughApi, signInWithToken } from './support';

/**
 * A full round of the game in the browser: the admin adds the upcoming tournament, two members
 * pick through the form (one edits), everyone sees who has picked, the server's clock moves
 * past the first tee time (TEST_HOOKS), and the standings show both entries ranked.
 * Runs in the 'clock' project, after every other journey, because it moves the shared clock.
 */

/** The calendar day after a YYYY-MM-DD date. */
const addDay = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function pickFirstGolfers(page: Page, offset = 0) {
  for (const [tier, count] of [
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 2],
  ] as const) {
    const golfers = page
      .getByRole('group', { name: `Tier ${tier}` })
      .getByRole('button', { pressed: false });
    for (let i = 0; i < count; i += 1) await golfers.nth(offset).click();
  }
}

test('an admin adds a tournament, two members pick and one edits, the standings rank them once play starts, and the season counts it once it ends', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // The longest journey: a whole tournament, from adding it to its season money list.
  test.setTimeout(180_000);
  const admin = await registerThroughApi(request, newUser('admin'));
  // The admin is reminded by email below: notices are mailed to proven addresses only.
  await proveEmailThroughMail(request, admin.email);
  const bea = await registerThroughApi(request, newUser('bea'));
  const cal = await registerThroughApi(request, newUser('cal'));
  const created = await request.post('/api/pool-groups', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name: 'Major Picks Club' },
  });
  const group = (await created.json()) as { id: number; inviteCode: string };
  for (const member of [bea, cal]) {
    expect(
      (
        await request.post(`/api/pool-groups/join/${group.inviteCode}`, {
          headers: { authorization: `Bearer ${member.token}` },
        })
      ).status(),
    ).toBe(200);
  }
  const season = (await (await request.get('/api/tournaments')).json()) as {
    id: number;
    name: string;
    status: string;
    startDate: string;
    endDate: string;
    firstTeeTime: string;
    tiersAssigned: boolean;
  }[];
  const upcoming = season
    .filter((t) => t.status === 'upcoming' && t.tiersAssigned)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;

  // The admin adds the upcoming tournament from the group admin page.
  await signInWithToken(page, admin.token, `/groups/${group.id}/admin`);
  await page.getByRole('button', { name: 'Add Tournament' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tournament').selectOption(String(upcoming.id));
  // Withdrawal protection: each entry may name a tier 4 alternate.
  await dialog.getByLabel('Allow an alternate golfer').check();
  // A $10 pool, for the season's money list at the end.
  await dialog.getByLabel('Entry fee ($)').fill('10');
  await dialog.getByRole('button', { name: 'Add Tournament' }).click();
  await expect(page.getByText(upcoming.name).first()).toBeVisible();
  await expect(page.getByText('Free', { exact: true }).first()).toBeVisible();

  // Bea picks through the form, then edits her entry.
  const beaContext = await browser.newContext({ baseURL });
  const beaPage = await beaContext.newPage();
  await signInWithToken(beaPage, bea.token, `/groups/${group.id}/tournaments`);
  await beaPage.getByRole('link', { name: `Make Picks: ${upcoming.name}` }).click();
  await expect(beaPage.getByRole('button', { name: 'Submit Selections' })).toBeDisabled();
  await pickFirstGolfers(beaPage);
  await beaPage.getByLabel('Tiebreaker (optional)').fill('-12');
  // The alternate from the searchable tier 4 list: its first golfer.
  const alternate = beaPage.getByRole('group', { name: 'Alternate (optional)' });
  await alternate.getByRole('button', { name: 'Choose alternate' }).click();
  const firstAlternate = alternate
    .getByRole('list', { name: 'Tier 4 golfers for your alternate' })
    .getByRole('button')
    .nth(1);
  const alternateName = (await firstAlternate.evaluate(
    (button) => button.querySelector('.font-medium')?.textContent,
  ))!;
  await firstAlternate.click();
  await expect(alternate.getByText(alternateName)).toBeVisible();
  await beaPage.getByRole('button', { name: 'Submit Selections' }).click();
  await expect(beaPage).toHaveURL(
    new RegExp(`/groups/${group.id}/tournament/${upcoming.id}/my-entries$`),
  );
  await expect(beaPage.getByText(`Alternate: ${alternateName}`)).toBeVisible();
  await beaPage.getByRole('link', { name: 'Edit Entry 1' }).click();
  const tierOne = beaPage.getByRole('group', { name: 'Tier 1' });
  await tierOne.getByRole('button', { pressed: true }).click();
  await tierOne.getByRole('button', { pressed: false }).nth(1).click();
  await beaPage.getByRole('button', { name: 'Update Selections' }).click();
  await expect(beaPage).toHaveURL(/\/my-entries$/);

  // Cal picks too.
  const calContext = await browser.newContext({ baseURL });
  const calPage = await calContext.newPage();
  await signInWithToken(calPage, cal.token, `/groups/${group.id}/tournament/${upcoming.id}/entry`);
  await pickFirstGolfers(calPage, 2);
  await calPage.getByRole('button', { name: 'Submit Selections' }).click();
  await expect(calPage).toHaveURL(/\/my-entries$/);

  // Everyone can see who has picked: two of three.
  await beaPage.goto(`/groups/${group.id}/tournaments`);
  await beaPage.getByRole('button', { name: 'View Pick Submissions' }).click();
  const submissions = beaPage.getByRole('dialog');
  await expect(submissions.getByText(/2\s*\/\s*3/).first()).toBeVisible();
  await expect(submissions.getByText(admin.name)).toBeVisible();
  await submissions.getByRole('button', { name: /close/i }).first().click();

  // A day before the deadline the admin, who has not picked, is reminded: by email (a real SMTP
  // stand-in) and under the bell. Bea and Cal have picked and are left alone.
  const available = (await (
    await request.get(`/api/pool-groups/${group.id}/available-tournaments`, {
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).json()) as { id: number; entryDeadline: string }[];
  const deadline = Date.parse(available.find((t) => t.id === upcoming.id)!.entryDeadline);
  const { now } = (await (await request.post('/api/test/clock', { data: {} })).json()) as {
    now: string;
  };
  const remindAt = deadline - 23 * 3_600_000;
  expect(
    (
      await request.post('/api/test/clock', {
        data: remindAt > Date.parse(now) ? { to: new Date(remindAt).toISOString() } : {},
      })
    ).status(),
  ).toBe(200);
  const mailsTo = async (to: string) =>
    (
      (await (await request.get(`${LOCAL_MAIL}/received?to=${encodeURIComponent(to)}`)).json()) as {
        subject: string;
        text: string;
      }[]
    ).filter((mail) => mail.subject.includes(upcoming.name));
  await expect.poll(async () => (await mailsTo(admin.email)).length, { timeout: 15_000 }).toBe(1);
  const reminder = (await mailsTo(admin.email))[0]!;
  expect(reminder.subject).toMatch(/^(Picks for .+ close in \d+ hours|Last hour to pick for .+)$/);
  expect(await mailsTo(bea.email)).toEqual([]);
  await page.reload();
  await page.getByRole('button', { name: 'Notifications (1 unread)' }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(upcoming.name) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  // The mail's one-click unsubscribe link turns the admin's email notifications off.
  const unsubscribe = new URL(reminder.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0]);
  await page.goto(unsubscribe.pathname + unsubscribe.search);
  await expect(page.getByText(/You are unsubscribed/)).toBeVisible();
  const preferences = await request.get('/api/user/preferences', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(await preferences.json()).toMatchObject({ emailNotifications: false });

  // Before the first tee the standings are hidden; after it both entries are ranked.
  await beaPage.goto(`/groups/${group.id}/tournament/${upcoming.id}/standings`);
  await expect(beaPage.getByText('Tournament Not Started')).toBeVisible();
  const mostPicked = beaPage.getByRole('region', { name: 'Most picked golfers' });
  await expect(mostPicked).toHaveCount(0);
  const moved = await request.post('/api/test/clock', {
    data: { to: new Date(new Date(upcoming.firstTeeTime).getTime() + 2 * 3_600_000).toISOString() },
  });
  expect(moved.status()).toBe(200);
  await beaPage.reload();
  // The standings' own table (the "my entry" card above it is a table too).
  const table = beaPage.getByRole('table', { name: /standings/ });
  await expect(table.getByText(bea.name)).toBeVisible();
  await expect(table.getByText(cal.name)).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(2);
  // Now that play has started, how often each golfer was picked: of two entries, 100% or 50%.
  await expect(mostPicked).toBeVisible();
  await expect(mostPicked.getByRole('listitem').first()).toContainText(/(100|50)%/);
  // Each entry's chance to win, simulated from here to the last putt: the two add up to 100%.
  await expect(table.getByRole('columnheader', { name: 'Win' })).toBeVisible();
  // Rank, Player, Score, then Win (before the money and the golfers, below 1440 px).
  const winCells = table.locator('tbody tr').locator('td:nth-child(4)');
  // The column is there from the start of play; its cells fill when the first forecast lands.
  for (const cell of [winCells.first(), winCells.last()]) await expect(cell).toHaveText(/%$/);
  const shown = (await winCells.allTextContents()).map((text) => text.trim());
  expect(shown.every((text) => /^(<1|>99|\d+)%$/.test(text))).toBe(true);
  const sum = shown.map((text) => Number(text.replace(/[<>%]/g, ''))).reduce((a, b) => a + b, 0);
  expect(sum).toBeGreaterThanOrEqual(98);
  expect(sum).toBeLessThanOrEqual(102);
  // Bea's own chances: the chance now, by round so far, and whom to root for.
  const chances = beaPage.getByRole('region', { name: 'Your chances' });
  await expect(chances.getByText('Chance to win', { exact: true })).toBeVisible();
  await expect(chances.getByRole('list', { name: 'Chance to win by round' })).toContainText('R1');
  await expect(chances.getByRole('region', { name: /Root (for|against)/ }).first()).toBeVisible();

  // Withdrawal protection: one of Bea's golfers withdraws before hitting a shot (a test hook:
  // the simulator draws its own), her alternate takes the slot, and the group's chat is told.
  const entries = (await (
    await request.get(`/api/pool-groups/${group.id}/tournaments/${upcoming.id}/entries`, {
      headers: { authorization: `Bearer ${bea.token}` },
    })
  ).json()) as { userName: string; tier2GolferId: number }[];
  const beaEntry = entries.find((entry) => entry.userName === bea.name)!;
  const withdrawal = await request.post('/api/test/withdraw', {
    data: { tournamentId: upcoming.id, golferId: beaEntry.tier2GolferId },
  });
  expect(withdrawal.status()).toBe(200);
  const { withdrawn } = (await withdrawal.json()) as { withdrawn: string };
  await beaPage.reload();
  await table.getByRole('button', { name: bea.name }).click();
  await expect(
    beaPage.getByText(`Replaced by alternate: in for ${withdrawn}`, { exact: false }),
  ).toBeVisible();
  await beaPage.goto(`/groups/${group.id}`);
  await expect(
    beaPage.getByText(
      `Alternate in: ${alternateName} plays for this entry in place of ${withdrawn}`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  // Bea hears it in her bell too: her alternate plays for her entry.
  await beaPage.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  await expect(
    beaPage.getByRole('menuitem', { name: `Alternate in: ${alternateName} plays for your entry` }),
  ).toBeVisible();
  await beaPage.keyboard.press('Escape');

  // The tournament completes: the group's Season tab lists what each member owes and won.
  const finished = await request.post('/api/test/clock', {
    data: { to: `${addDay(upcoming.endDate)}T18:00:00.000Z` },
  });
  expect(finished.status()).toBe(200);
  // Over a week on, the login has expired: Bea signs in again.
  const login = await request.post('/api/auth/login', {
    data: { email: bea.email, password: bea.password },
  });
  expect(login.status()).toBe(200);
  const { token: beaAgain } = (await login.json()) as { token: string };
  await signInWithToken(beaPage, beaAgain, `/groups/${group.id}`);
  await beaPage.getByRole('tab', { name: 'Season' }).click();
  const seasonList = beaPage.getByRole('region', { name: 'Season money list' });
  await seasonList.getByLabel('Season').selectOption(upcoming.endDate.slice(0, 4));
  await expect(seasonList.getByText(`1 completed tournament: ${upcoming.name}`)).toBeVisible();
  const won: number[] = [];
  for (const player of [bea, cal]) {
    const cells = seasonList.getByRole('row', { name: new RegExp(player.name) }).getByRole('cell');
    // Played, fees owed, paid, won, net: nobody has paid the $10 yet.
    await expect(cells.nth(0)).toHaveText('1');
    await expect(cells.nth(1)).toHaveText('$10.00');
    await expect(cells.nth(2)).toHaveText('$0.00');
    won.push(Number((await cells.nth(3).textContent())!.replace(/[$,]/g, '')));
  }
  // The $20 pool went to the two of them by the 65/25/10 structure: 65% and 25%.
  expect(won.sort((a, b) => a - b)).toEqual([5, 13]);

  await beaContext.close();
  await calContext.close();
});
