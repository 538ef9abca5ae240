import { describe, expect, it } from 'vitest';
import { stripPersonalData, withoutQuery } from './monitoring';

describe('stripPersonalData', () => {
  it('keeps only the user id, and no body, cookies, credentials or query strings', () => {
    const event = stripPersonalData({
      user: { id: 7, email: 'pat@example.com', ip_address: '10.0.0.1', username: 'Pat' },
      request: {
        url: 'https://golf.example/auth/callback?token=jwt.secret&redirect=/x',
        headers: { Authorization: 'Bearer jwt', Cookie: 'a=b', 'User-Agent': 'Chrome' },
        cookies: { a: 'b' },
        data: { password: 'hunter2' },
        query_string: 'token=jwt.secret',
      },
      breadcrumbs: [
        { data: { url: '/api/groups/join?code=SECRET', method: 'POST' } },
        { data: { from: '/auth/callback?token=t', to: '/groups#x' } },
        {},
      ],
    });
    expect(event.user).toEqual({ id: 7 });
    expect(event.request).toEqual({
      url: 'https://golf.example/auth/callback',
      headers: { 'User-Agent': 'Chrome' },
    });
    expect(event.breadcrumbs).toEqual([
      { data: { url: '/api/groups/join', method: 'POST' } },
      { data: { from: '/auth/callback', to: '/groups' } },
      {},
    ]);
  });

  it('drops an anonymous user entirely', () => {
    expect(stripPersonalData({ user: { ip_address: '{{auto}}' } }).user).toEqual({});
  });

  it('withoutQuery keeps plain paths as they are', () => {
    expect(withoutQuery('/groups/3')).toBe('/groups/3');
    expect(withoutQuery('/a?b#c')).toBe('/a');
  });
});
