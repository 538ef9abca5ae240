import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { errorForLog, redactText } from './redaction';

/** What the failed registration below puts in its query, none of which may reach the log. */
const BLOCKED = {
  name: 'Blocked Barnaby',
  email: 'barnaby.blocked@example.com',
  password: 'barnaby-password-1',
};
const RESET_TOKEN = 'reset-token-4f9a';

const lines: string[] = [];
const ctx = useTestApp({
  season: false,
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (line) => void lines.push(line) },
});

beforeAll(async () => {
  // A rule the registration cannot know about, so its insert fails in the database (a check
  // violation, whose detail quotes the whole row: the email and the password hash).
  await ctx.database.db.execute(
    sql`alter table users add constraint test_blocked_names check (name <> ${sql.raw(`'${BLOCKED.name}'`)})`,
  );
});

describe('the log of a failed query', () => {
  it('says which query failed and why, without its parameters, email or password hash', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/register?token=${RESET_TOKEN}`,
      payload: BLOCKED,
    });
    expect(response.statusCode).toBe(500);

    const log = lines.join('');
    for (const secret of [BLOCKED.name, BLOCKED.email, BLOCKED.password, '$argon2', RESET_TOKEN])
      expect(log).not.toContain(secret);
    expect(log).not.toMatch(/"params"|"detail"|params: /);
    // Still enough to find the failure: the request, the statement, the rule it broke.
    const failure = lines
      .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
      .find((entry) => entry.msg === 'request failed');
    expect(failure).toMatchObject({
      req: { method: 'POST', url: '/api/auth/register?token=[redacted]' },
      err: {
        type: 'DrizzleQueryError',
        message: expect.stringMatching(/^Failed query: insert into "users" .*\$1/),
        stack: expect.stringContaining('at '),
        cause: {
          message: expect.stringContaining('violates check constraint "test_blocked_names"'),
          code: '23514',
          table: 'users',
          constraint: 'test_blocked_names',
        },
      },
    });
  });
});

describe('any log line', () => {
  it('carries no secret in its message or fields, even with the error as the only argument', () => {
    const error = new Error(`Failed query: select 1\nparams: ${BLOCKED.email}`);
    ctx.app.log.error(error);
    ctx.app.log.error({ err: error });
    ctx.app.log.warn({ email: BLOCKED.email, nested: { url: `/x?token=${RESET_TOKEN}` } }, 'seen');
    ctx.app.log.info(`signed in as ${BLOCKED.email} with Bearer ${RESET_TOKEN}`);
    const written = lines.slice(-4).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written.map((line) => line.msg)).toEqual([
      'Failed query: select 1',
      'Failed query: select 1',
      'seen',
      'signed in as [email] with Bearer [token]',
    ]);
    expect(written[2]).toMatchObject({ email: '[email]', nested: { url: '/x?token=[redacted]' } });
    expect(JSON.stringify(written)).not.toMatch(/barnaby|reset-token/);
  });
});

describe('redactText', () => {
  it.each([
    [
      'Failed query: select 1 where email = $1\nparams: ann@example.com',
      'Failed query: select 1 where email = $1',
    ],
    ['mail ann.lee+golf@mail.example.co.uk now', 'mail [email] now'],
    ['hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g end', 'hash [password hash] end'],
    ['token eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxfQ.sig-nature_1 end', 'token [token] end'],
    ['Authorization: Bearer abc.def', 'Authorization: Bearer [token]'],
    ['/verify?token=abc123&next=/home', '/verify?token=[redacted]&next=/home'],
    [
      '/auth/google/callback?code=4%2F0Ab&state=xyz',
      '/auth/google/callback?code=[redacted]&state=xyz',
    ],
    [
      'postgres://fairway:s3cret@db.internal:5432/fairway',
      'postgres://fairway:[redacted]@db.internal:5432/fairway',
    ],
    [
      'at file:///app/node_modules/@sentry/node/build/index.js:1:2',
      'at file:///app/node_modules/@sentry/node/build/index.js:1:2',
    ],
  ])('%j', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it('keeps only the safe fields of an error and of its causes', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(ann@example.com) already exists.',
      params: ['ann@example.com'],
    });
    const error = new Error('Failed query: insert into users\nparams: ann@example.com', { cause });
    const logged = errorForLog(error);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into users',
      cause: { code: '23505', constraint: 'users_email_unique' },
    });
    expect(logged.stack).toMatch(/^Error: Failed query: insert into users\n {4}at /);
    expect(JSON.stringify(logged)).not.toMatch(/ann@example\.com|params|detail/);
  });
});
