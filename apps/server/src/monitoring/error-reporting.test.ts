import * as Sentry from '@sentry/node';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, useTestApp } from '../../test/helpers';
import { startSentryStandIn, type SentryStandIn } from '../../test/sentry-stand-in';
import { flushErrorReports, startErrorReporting } from './error-reporting';

let sentry: SentryStandIn;
beforeAll(async () => {
  sentry = await startSentryStandIn();
});
afterAll(async () => {
  await Sentry.close(1000);
  await sentry?.close();
});

const context = useTestApp({ season: false, env: () => ({ SENTRY_DSN: sentry.dsn }) });

beforeAll(async () => {
  expect(await startErrorReporting(context.config)).toBe(true);
  // A route that fails the way a bug would (added before the app first answers a request).
  context.app.post('/api/test/explode', async () => {
    throw new Error('kaboom: the standings query broke');
  });
});

const events = () => sentry.received().filter((item) => item.type === 'event');

/** A registration the database refuses: all of it is in the failed query's parameters. */
const REFUSED = {
  name: 'Refused Rhonda',
  email: 'rhonda.refused@example.com',
  password: 'rhonda-password-1',
};

beforeAll(async () => {
  // A rule the service does not know about, so the insert fails in the database.
  await context.database.db.execute(
    sql`alter table users add constraint test_refused_names check (name <> ${sql.raw(`'${REFUSED.name}'`)})`,
  );
});

describe('server error reporting with SENTRY_DSN', () => {
  it('reports a 500 with its route, method and status, and nothing personal', async () => {
    const member = await registerUser(context.app, { email: 'private-person@example.com' });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/test/explode?token=secret-query-token',
      headers: { ...bearer(member.token), cookie: 'session=secret-cookie' },
      payload: { password: 'secret-body-password' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error' });
    await flushErrorReports();

    const [event] = events();
    expect(event).toBeDefined();
    const payload = event!.payload as {
      environment: string;
      tags: Record<string, unknown>;
      user?: Record<string, unknown>;
      exception: { values: { value: string }[] };
    };
    expect(payload.exception.values.at(-1)!.value).toBe('kaboom: the standings query broke');
    expect(payload.tags).toMatchObject({
      endpoint: '/api/test/explode',
      method: 'POST',
      status: 500,
    });
    expect(payload.environment).toBe('test');
    expect(payload.user).toEqual({ id: String(member.user.id) });
    const sent = JSON.stringify(payload);
    for (const secret of [
      'secret-query-token',
      'secret-cookie',
      'secret-body-password',
      member.token,
      'private-person@example.com',
    ])
      expect(sent).not.toContain(secret);
  });

  it('does not report client mistakes (4xx)', async () => {
    const before = events().length;
    const answers = await Promise.all([
      context.app.inject({ method: 'GET', url: '/api/auth/me' }),
      context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
      context.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 400, 404]);
    await flushErrorReports();
    expect(events()).toHaveLength(before);
  });

  it('reports a failed query without its parameters: no email, name or password hash', async () => {
    const before = events().length;
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: REFUSED,
    });
    expect(response.statusCode).toBe(500);
    await flushErrorReports();

    const reported = events().slice(before);
    expect(reported).toHaveLength(1);
    const sent = JSON.stringify(reported[0]!.payload);
    for (const secret of [REFUSED.name, REFUSED.email, REFUSED.password, '$argon2'])
      expect(sent).not.toContain(secret);
    // Still identifiable: the statement (placeholders only) and the rule it broke.
    const values = (
      reported[0]!.payload as { exception: { values: { value: string }[] } }
    ).exception.values.map((exception) => exception.value);
    for (const value of values) expect(value).not.toContain('params:');
    expect(values).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Failed query: insert into "users" .*\$1/),
        expect.stringContaining('violates check constraint "test_refused_names"'),
      ]),
    );
  });
});
