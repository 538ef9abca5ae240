import { describe, expect, it } from 'vitest';
import type { UserPreferences, UserProfile, UserSettings } from '@fairway/contract';
import {
  apiCaller,
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  useTestApp,
} from '../../../test/helpers';

const ctx = useTestApp();
const call = apiCaller(ctx);

describe('the user profile', () => {
  it('shows name, email, member since, stats and the three most recent groups', async () => {
    const me = await registerUser(ctx.app, { name: 'Pat Profile' });
    const other = await registerUser(ctx.app);
    const { nearer } = await seasonTournaments(ctx.app);
    const groups = [];
    for (const name of ['First', 'Second', 'Third', 'Fourth']) {
      const group = await createGroup(ctx.app, other, { name });
      await joinGroup(ctx.app, me, group.inviteCode);
      groups.push(group);
    }
    await call('POST', `/api/group-admin/${groups[0]!.id}/tournaments`, other.token, {
      tournament_id: nearer.id,
    });

    const { status, body } = await call<UserProfile>('GET', '/api/user/profile', me.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: me.user.id,
      name: 'Pat Profile',
      email: me.user.email,
      settings: { email_notifications: true, private_profile: false },
      stats: { total_groups: 4, active_groups: 1, tournaments: 0 },
    });
    expect(new Date(body.created_at).getTime()).not.toBeNaN();
    expect(body.recent_groups.map((g) => g.name)).toEqual(['Fourth', 'Third', 'Second']);
    expect(body.recent_groups[0]).toMatchObject({ member_count: 2, tournament_count: 0 });
  });

  it('changes the name but never the email', async () => {
    const me = await registerUser(ctx.app);
    const renamed = await call<UserProfile>('PUT', '/api/user/profile', me.token, {
      name: '  New Name ',
      email: me.user.email.toUpperCase(),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('New Name');

    const refused = await call('PUT', '/api/user/profile', me.token, {
      name: 'Another',
      email: 'someone-else@example.com',
    });
    expect(refused).toEqual({ status: 400, body: { error: 'Email cannot be changed' } });
    const after = await call<UserProfile>('GET', '/api/user/profile', me.token);
    expect(after.body).toMatchObject({ name: 'New Name', email: me.user.email });

    expect((await call('PUT', '/api/user/profile', me.token, { name: ' ' })).body).toEqual({
      error: 'Name is required',
    });
    expect((await call('PUT', '/api/user/profile', me.token, { name: 42 })).status).toBe(400);
  });

  it('saves the settings toggles per user', async () => {
    const me = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const saved = await call<UserSettings>('PUT', '/api/user/settings', me.token, {
      private_profile: true,
    });
    expect(saved.body).toEqual({ email_notifications: true, private_profile: true });
    await call('PUT', '/api/user/settings', me.token, { email_notifications: false });
    expect((await call<UserProfile>('GET', '/api/user/profile', me.token)).body.settings).toEqual({
      email_notifications: false,
      private_profile: true,
    });
    expect(
      (await call<UserProfile>('GET', '/api/user/profile', other.token)).body.settings,
    ).toEqual({ email_notifications: true, private_profile: false });
    expect((await call('PUT', '/api/user/settings', me.token, {})).status).toBe(400);
    expect(
      (await call('PUT', '/api/user/settings', me.token, { private_profile: 'yes' })).status,
    ).toBe(400);
  });

  it('answers and saves preferences under their camelCase names, the same toggles', async () => {
    const me = await registerUser(ctx.app);
    const fresh = await call<UserPreferences>('GET', '/api/user/preferences', me.token);
    expect(fresh.body).toEqual({ emailNotifications: true, privateProfile: false });
    const saved = await call<UserPreferences>('PUT', '/api/user/preferences', me.token, {
      emailNotifications: false,
    });
    expect(saved.body).toEqual({ emailNotifications: false, privateProfile: false });
    expect((await call<UserPreferences>('GET', '/api/user/preferences', me.token)).body).toEqual(
      saved.body,
    );
    expect((await call<UserProfile>('GET', '/api/user/profile', me.token)).body.settings).toEqual({
      email_notifications: false,
      private_profile: false,
    });
    for (const bad of [{}, { emailNotifications: 'no' }, { privateProfile: null }])
      expect((await call('PUT', '/api/user/preferences', me.token, bad)).status).toBe(400);
    expect((await call<UserPreferences>('GET', '/api/user/preferences', me.token)).body).toEqual(
      saved.body,
    );
    expect((await call('GET', '/api/user/preferences')).status).toBe(401);
    expect(
      (await call('PUT', '/api/user/preferences', undefined, { privateProfile: true })).status,
    ).toBe(401);
  });

  it('is for signed-in users only', async () => {
    expect((await call('GET', '/api/user/profile')).status).toBe(401);
    expect((await call('PUT', '/api/user/profile', undefined, { name: 'x' })).status).toBe(401);
    expect(
      (await call('PUT', '/api/user/settings', undefined, { private_profile: true })).status,
    ).toBe(401);
  });
});
