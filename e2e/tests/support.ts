import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, LOCAL_MAIL } from '../playwright.config';

let counter = 0;
let addressCounter = 0;

/** An address from the benchmarking range 198.18.0.0/15, distinct per call within a worker. */
function nextPlayerAddress(): string {
  addressCounter += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  return `198.${18 + (worker % 2)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** A new user's details, unique within and across runs. */
export function newUser(prefix = 'player') {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${id}`,
    email: `${prefix}-${id}@example.com`,
    password: 'fairway-pass-123',
  };
}

/**
 * Creates a user through the API (tests make their own users) and returns the token. Each user
 * arrives from their own address (the server trusts X-Forwarded-For), as real players do, so the
 * suite stays under the per-address registration limit however many users it creates.
 */
export async function registerThroughApi(request: APIRequestContext, user = newUser()) {
  const response = await request.post('/api/auth/register', {
    data: { name: user.name, email: user.email, password: user.password },
    headers: { 'x-forwarded-for': nextPlayerAddress() },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { ...user, token };
}

/** Signs a page in by storing the token the way the app does, then opening a path. */
export async function signInWithToken(page: Page, token: string, path = '/') {
  await page.goto('/terms');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto(path);
}

/** The platform administrator's (user 1) token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A tournament of the season as GET /api/tournaments lists it. */
export interface SeasonTournament {
  id: number;
  name: string;
  status: string;
  tiersAssigned: boolean;
}

/** The Authorization header of a token. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A group playing the live tournament with an entry fee: its captain and members, entries
 * uploaded by CSV (members cannot enter once play has started). By default two members with
 * an entry each and the captain with two; a big pool has more members and entries each.
 */
export async function liveGroup(
  request: APIRequestContext,
  { members: memberCount = 2, captainEntries = 2, memberEntries = 1 } = {},
) {
  const captain = await registerThroughApi(request, newUser('captain'));
  const members: Awaited<ReturnType<typeof registerThroughApi>>[] = [];
  // Ten at a time: a big pool's members register side by side.
  for (let at = 0; at < memberCount; at += 10) {
    const batch = Array.from({ length: Math.min(10, memberCount - at) }, (_, i) => at + i + 1);
    members.push(
      ...(await Promise.all(batch.map((n) => registerThroughApi(request, newUser(`member${n}`))))),
    );
  }
  const created = await request.post('/api/pool-groups', {
    headers: auth(captain.token),
    data: { name: 'Phone Table Club' },
  });
  expect(created.status()).toBe(201);
  const group = (await created.json()) as { id: number; inviteCode: string };
  const joined = await Promise.all(
    members.map((member) =>
      request.post(`/api/pool-groups/join/${group.inviteCode}`, { headers: auth(member.token) }),
    ),
  );
  for (const answer of joined) expect(answer.ok(), await answer.text()).toBe(true);
  const season = (await (await request.get('/api/tournaments')).json()) as SeasonTournament[];
  const live = season.find((t) => t.status === 'active')!;
  const added = await request.post(`/api/group-admin/${group.id}/tournaments`, {
    headers: auth(captain.token),
    data: {
      tournament_id: live.id,
      entry_fee: 20,
      max_entries_per_user: Math.max(captainEntries, memberEntries),
    },
  });
  expect(added.status()).toBe(201);
  // A group of more than ten pays the platform fee before its standings show: by the test card.
  if (memberCount + 1 > 10) {
    const { id: groupTournamentId } = (await added.json()) as { id: number };
    const intent = await request.post('/api/stripe/create-payment-intent', {
      headers: auth(captain.token),
      data: { group_id: group.id, tournament_id: live.id, group_tournament_id: groupTournamentId },
    });
    const { payment_intent_id } = (await intent.json()) as { payment_intent_id: string };
    const paid = await request.post('/api/payments/fake/confirm', {
      headers: auth(captain.token),
      data: { payment_intent_id, card_number: '4242424242424242' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const confirmed = await request.post('/api/stripe/confirm-payment-manual', {
      headers: auth(captain.token),
      data: { payment_intent_id },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  const { tiers } = (await (
    await request.get(`/api/tournament/${live.id}/golfers-by-tier`, {
      headers: auth(captain.token),
    })
  ).json()) as { tiers: Record<'tier1' | 'tier2' | 'tier3' | 'tier4', { name: string }[]> };
  const nth = (tier: { name: string }[], n: number) => tier[n % tier.length]!.name;
  const line = (email: string, n: number) =>
    [
      email,
      nth(tiers.tier1, n),
      nth(tiers.tier2, n),
      nth(tiers.tier3, n),
      nth(tiers.tier4, 2 * n),
      nth(tiers.tier4, 2 * n + 1),
      '-8',
    ]
      .map((cell) => `"${cell}"`)
      .join(',');
  const emails = [
    ...Array<string>(captainEntries).fill(captain.email),
    ...members.flatMap(({ email }) => Array<string>(memberEntries).fill(email)),
  ];
  const csv = [
    'user_email,tier_1_golfer,tier_2_golfer,tier_3_golfer,tier_4_golfer_1,tier_4_golfer_2,tiebreaker',
    ...emails.map(line),
  ].join('\n');
  const uploaded = await request.post(`/api/pool-groups/${group.id}/csv-upload`, {
    headers: auth(captain.token),
    multipart: {
      tournament_id: String(live.id),
      file: { name: 'entries.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  return { captain, members, group, live, entries: emails.length };
}

/** An entry of the first golfers of each tier, made through the API (tiebreaker -8); its id. */
export async function enterFirstPicks(
  request: APIRequestContext,
  token: string,
  groupId: number,
  tournamentId: number,
): Promise<number> {
  const { tiers } = (await (
    await request.get(`/api/tournament/${tournamentId}/golfers-by-tier`, { headers: auth(token) })
  ).json()) as { tiers: Record<'tier1' | 'tier2' | 'tier3' | 'tier4', { id: number }[]> };
  const made = await request.post(
    `/api/pool-groups/${groupId}/tournaments/${tournamentId}/entries`,
    {
      headers: auth(token),
      data: {
        tier1GolferId: tiers.tier1[0]!.id,
        tier2GolferId: tiers.tier2[0]!.id,
        tier3GolferId: tiers.tier3[0]!.id,
        tier4GolferId1: tiers.tier4[0]!.id,
        tier4GolferId2: tiers.tier4[1]!.id,
        tiebreaker: -8,
      },
    },
  );
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: number }).id;
}

/**
 * Proves a user's email as its owner does, with the link in the verification mail the local
 * mail server received: notices (reminders, results) are mailed to proven addresses only.
 */
export async function proveEmailThroughMail(request: APIRequestContext, email: string) {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await request.get(`${LOCAL_MAIL}/received?to=${encodeURIComponent(email)}`)
        ).json()) as { subject: string; text: string }[];
        const verification = mails.find((m) => m.subject === 'Confirm your email for Fairway');
        token = verification?.text.match(/\/verify-email\?token=([\w-]+)/)?.[1];
        return token;
      },
      { message: `a verification mail to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  const proved = await request.post('/api/auth/verify-email', { data: { token } });
  expect(proved.status(), await proved.text()).toBe(200);
}

/** A member's own group playing the next upcoming tournament with tiers: picks are open. */
export async function openEntry(request: APIRequestContext) {
  const member = await registerThroughApi(request, newUser('picker'));
  const season = (await (await request.get('/api/tournaments')).json()) as SeasonTournament[];
  const tournament = season.find((t) => t.status === 'upcoming' && t.tiersAssigned)!;
  const created = await request.post('/api/pool-groups', {
    headers: auth(member.token),
    data: { name: 'Keyboard Club' },
  });
  const group = (await created.json()) as { id: number };
  const added = await request.post(`/api/group-admin/${group.id}/tournaments`, {
    headers: auth(member.token),
    data: { tournament_id: tournament.id },
  });
  expect(added.status()).toBe(201);
  return { member, group, tournament };
}
