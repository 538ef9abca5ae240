import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { poolGroups, users } from '../src/db/schema';
import { NUL_CHARACTER_MESSAGE } from '../src/http/nul-characters';
import { apiCaller, registerUser, useTestApp } from './helpers';

/**
 * Names (people's and groups') are one line wherever they are set: a line break or another
 * control character is refused with 400, and nothing is stored. A name is shown in mail and on
 * pages, so one holding "\n\nSECURITY ALERT: ..." would add a paragraph in Fairway's voice.
 */
const ctx = useTestApp({ season: false });
const call = apiCaller(ctx);

/** Control characters (Unicode Cc) of each sort, and the line and paragraph separators. */
const BREAKING = {
  'line feed': '\n',
  'carriage return': '\r',
  tab: '\t',
  NUL: '\u0000',
  escape: '\u001b',
  delete: '\u007f',
  'next line (C1)': '\u0085',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
};
const cases = Object.entries(BREAKING).map(([label, char]) => ({
  label,
  name: `there.${char}${char}SECURITY ALERT: your payout is on hold`,
  // NUL is refused before any route's schema, in every field (http/nul-characters.ts).
  nul: char === '\u0000',
}));

const PERSON = { error: 'Name cannot contain line breaks or control characters' };
const GROUP = { error: 'Group name cannot contain line breaks or control characters' };
const NUL = { error: `name ${NUL_CHARACTER_MESSAGE}` };

let registrations = 0;

describe('a name with a line break or another control character', () => {
  it.each(cases)(
    'is refused at registration ($label), and no account is made',
    async ({ name, nul }) => {
      registrations += 1;
      const email = `one-line-${registrations}-${Date.now()}@example.com`;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name, email, password: 'correct-horse-battery' },
        remoteAddress: `10.66.0.${registrations}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(nul ? NUL : PERSON);
      expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it.each(cases)(
    'is refused as a new profile name ($label); the name stays',
    async ({ name, nul }) => {
      const player = await registerUser(ctx.app, { name: 'Steady Name' });
      const response = await call('PUT', '/api/user/profile', player.token, { name });
      expect(response).toEqual({ status: 400, body: nul ? NUL : PERSON });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, player.user.id));
      expect(row!.name).toBe('Steady Name');
    },
  );

  it.each(cases)(
    'is refused as a group name ($label), and no group is made',
    async ({ name, nul }) => {
      const owner = await registerUser(ctx.app);
      const response = await call('POST', '/api/pool-groups', owner.token, { name });
      expect(response).toEqual({ status: 400, body: nul ? NUL : GROUP });
      const owned = await ctx.database.db
        .select()
        .from(poolGroups)
        .where(eq(poolGroups.createdBy, owner.user.id));
      expect(owned).toEqual([]);
    },
  );

  it('is not confused with names that are one line, whatever their letters', async () => {
    const player = await registerUser(ctx.app, { name: 'Zoë O’Brien-Ståhl 李' });
    expect(player.user.name).toBe('Zoë O’Brien-Ståhl 李');
    const renamed = await call('PUT', '/api/user/profile', player.token, { name: ' Zoë\u00a0B ' });
    expect(renamed.status).toBe(200);
    const group = await call('POST', '/api/pool-groups', player.token, { name: 'Zoë’s 🏌️ Pool' });
    expect(group.status).toBe(201);
  });
});
