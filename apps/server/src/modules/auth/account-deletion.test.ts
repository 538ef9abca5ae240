import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_INCORRECT, RECENT_SIGN_IN_REQUIRED } from '@fairway/contract';
import { passkeyCredentials, userPaymentInfo, users } from '../../db/schema';
import {
  ADMIN,
  apiCaller,
  createGroup,
  joinGroup,
  loginAs,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
} from '../../../test/helpers';

const ctx = useTestApp({ mail: true });
const call = apiCaller(ctx);
const deleteAccount = (token: string | undefined, body: object = {}) =>
  call('DELETE', '/api/user/account', token, body);

/** An owner's group with a member who entered the nearer tournament. */
async function groupWithEntry() {
  const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
  const member = await registerUser(ctx.app, { name: 'Dana Doomed' });
  const group = await createGroup(ctx.app, owner);
  await joinGroup(ctx.app, member, group.inviteCode);
  const { nearer } = await seasonTournaments(ctx.app);
  await call('POST', `/api/group-admin/${group.id}/tournaments`, owner.token, {
    tournament_id: nearer.id,
  });
  const entry = await call<{ id: number }>(
    'POST',
    `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
    member.token,
    await validPicks(ctx.app, member.token, nearer.id),
  );
  expect(entry.status).toBe(201);
  return { owner, member, group, tournamentId: nearer.id, entryId: entry.body.id };
}

describe('DELETE /api/user/account', () => {
  it('anonymises the person and keeps their results true', async () => {
    const { owner, member, group, tournamentId, entryId } = await groupWithEntry();
    await call('POST', '/api/user/payment-info', member.token, { venmoHandle: '@dana-pays' });
    const email = member.user.email;

    expect(await deleteAccount(member.token, { password: member.password })).toEqual({
      status: 204,
      body: undefined,
    });
    // Signed out everywhere, and the password no longer opens anything.
    expect((await call('GET', '/api/auth/me', member.token)).status).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', undefined, { email, password: member.password }))
        .status,
    ).toBe(401);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({
      name: 'Deleted player',
      passwordHash: null,
      googleSubject: null,
      emailVerifiedAt: null,
    });
    expect(row!.email).toBeNull();
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(
      await ctx.database.db
        .select()
        .from(userPaymentInfo)
        .where(eq(userPaymentInfo.userId, member.user.id)),
    ).toEqual([]);

    // The entry stays, under the new name, for the platform admin's audit and the standings.
    const admin = await loginAs(ctx.app, ADMIN.email, ADMIN.password);
    const entries = await call<{
      entries: { entryId: number; userName: string; userEmail: string }[];
    }>('GET', `/api/admin/tournament/${tournamentId}/entries`, admin);
    const kept = entries.body.entries.find((entry) => entry.entryId === entryId);
    expect(kept?.userName).toBe('Deleted player');
    expect(kept?.userEmail).not.toBe(email);
    // They left the group.
    const members = await call<{ userId: number }[]>(
      'GET',
      `/api/pool-groups/${group.id}/members`,
      owner.token,
    );
    expect(members.body.map((m) => m.userId)).not.toContain(member.user.id);
    // The address may be used again, by a new account.
    expect((await registerUser(ctx.app, { email })).user.id).not.toBe(member.user.id);
    await ctx.mail.waitFor(email, (mail) => mail.subject === 'Your Fairway account was deleted');
  });

  it('cannot be blocked by a stranger who registered the address a deleted account once got', async () => {
    const victim = await registerUser(ctx.app);
    // Ids are visible; the anonymised address used to be made from one.
    const squatter = await registerUser(ctx.app, {
      email: `deleted-${victim.user.id}@deleted.invalid`,
    });
    expect(await deleteAccount(victim.token, { password: victim.password })).toEqual({
      status: 204,
      body: undefined,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, victim.user.id));
    expect(row).toMatchObject({ email: null, name: 'Deleted player' });
    // A second deletion holds no address either: nothing unique to collide on.
    const another = await registerUser(ctx.app);
    expect((await deleteAccount(another.token, { password: another.password })).status).toBe(204);
    expect((await call('GET', '/api/auth/me', squatter.token)).status).toBe(200);
  });

  it('needs the right password when the account has one', async () => {
    const person = await registerUser(ctx.app);
    expect(await deleteAccount(person.token, { password: 'not-it-at-all' })).toEqual({
      status: 400,
      body: { error: PASSWORD_INCORRECT },
    });
    expect(await deleteAccount(person.token, {})).toEqual({
      status: 400,
      body: { error: 'Password is required to delete your account' },
    });
    expect((await call('GET', '/api/auth/me', person.token)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await deleteAccount(person.token, { password: `wrong-${i}` })).status);
    // One wrong password above, four here: the fifth wrong one is the last allowed.
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await deleteAccount(undefined, { password: 'x' })).status).toBe(401);
  });

  it('without a password, asks for a sign-in within the last 10 minutes', async () => {
    const person = await registerUser(ctx.app);
    // An account that signs in only with Google or a passkey has no password.
    await ctx.database.db
      .update(users)
      .set({ passwordHash: null })
      .where(eq(users.id, person.user.id));
    ctx.clock.advance(11 * 60_000);
    try {
      expect(await deleteAccount(person.token)).toEqual({
        status: 403,
        body: { error: RECENT_SIGN_IN_REQUIRED },
      });
    } finally {
      ctx.clock.advance(-11 * 60_000);
    }
    expect((await deleteAccount(person.token)).status).toBe(204);
  });

  it('refuses an owner whose group others play in (409), and takes a group owned alone along', async () => {
    const { owner, group } = await groupWithEntry();
    const refused = await deleteAccount(owner.token, { password: owner.password });
    expect(refused).toEqual({
      status: 409,
      body: {
        error:
          'You own a group other people play in (Sunday Foursome). Hand it over to another member or delete it first.',
      },
    });
    expect((await call('GET', `/api/pool-groups/${group.id}`, owner.token)).status).toBe(200);

    const loner = await registerUser(ctx.app);
    const solo = await createGroup(ctx.app, loner, { name: 'Just me' });
    await ctx.database.db.insert(passkeyCredentials).values({
      id: 'cred-of-loner',
      userId: loner.user.id,
      publicKey: new Uint8Array([1, 2, 3]),
      deviceType: 'singleDevice',
      backedUp: false,
      name: 'Laptop',
    });
    expect((await deleteAccount(loner.token, { password: loner.password })).status).toBe(204);
    const admin = await loginAs(ctx.app, ADMIN.email, ADMIN.password);
    expect((await call('GET', `/api/pool-groups/${solo.id}`, admin)).status).toBe(404);
    expect(
      await ctx.database.db
        .select()
        .from(passkeyCredentials)
        .where(eq(passkeyCredentials.userId, loner.user.id)),
    ).toEqual([]);
  });

  it("refuses the platform administrator's account", async () => {
    const admin = await loginAs(ctx.app, ADMIN.email, ADMIN.password);
    expect(await deleteAccount(admin, { password: ADMIN.password })).toEqual({
      status: 409,
      body: { error: "The platform administrator's account cannot be deleted" },
    });
  });
});
