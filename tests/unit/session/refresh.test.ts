import { refreshTokens, rotateRefreshToken } from '@/lib/session/refresh';
import { isSessionRevoked, revokeSessionId } from '@/lib/session/revocation';
import { sessionOptions } from '@/lib/session/config';
import { json, fakeUpstreamForFile } from '../http/fake-upstream';

const fake = fakeUpstreamForFile();

const tokens = (n: number) => ({
  token_type: 'bearer',
  access_token: `access-${n}-0123456789abcdef`,
  refresh_token: `refresh-${n}-0123456789abcdef`,
  expires_in: 7200,
});

describe('single-flight refresh', () => {
  it('50 concurrent refreshes of one session make exactly one upstream call', async () => {
    fake.reply = (_hit, res) => setTimeout(() => json(res, 200, { code: 200, data: tokens(2) }), 50);
    const results = await Promise.all(Array.from({ length: 50 }, () => refreshTokens('refresh-1-0123456789abcdef')));
    expect(fake.hits).toHaveLength(1);
    expect(JSON.parse(fake.hits[0].body)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1-0123456789abcdef',
    });
    expect(new Set(results.map((result) => result?.access_token))).toEqual(new Set(['access-2-0123456789abcdef']));
  });

  it('across instances (no shared in-process promise) the store lock still allows one upstream refresh', async () => {
    fake.reply = (_hit, res) => setTimeout(() => json(res, 200, { code: 200, data: tokens(6) }), 100);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => rotateRefreshToken('refresh-6-0123456789abcdef')),
    );
    expect(fake.hits).toHaveLength(1);
    expect(results.every((result) => result?.access_token === 'access-6-0123456789abcdef')).toBe(true);
  });

  it('a request arriving after the rotation with the old refresh token gets the rotated tokens, not a reuse', async () => {
    fake.reply = (_hit, res) => json(res, 200, { code: 200, data: tokens(3) });
    await refreshTokens('refresh-2-0123456789abcdef');
    const late = await refreshTokens('refresh-2-0123456789abcdef');
    expect(late?.access_token).toBe('access-3-0123456789abcdef');
    expect(fake.hits).toHaveLength(1);
  });

  it('a refused refresh is null (the caller logs the session out); a network failure is an error', async () => {
    fake.reply = (_hit, res) => json(res, 401, { code: 2009, message: '用户token已经失效' });
    await expect(refreshTokens('refresh-4-0123456789abcdef')).resolves.toBeNull();
    process.env.UPSTREAM_URL = 'http://127.0.0.1:1';
    try {
      await expect(refreshTokens('refresh-5-0123456789abcdef')).rejects.toMatchObject({ code: 1004 });
    } finally {
      process.env.UPSTREAM_URL = fake.url;
    }
  });
});

describe('logout revocation', () => {
  it('remembers a revoked sid', async () => {
    expect(await isSessionRevoked('sid-1')).toBe(false);
    await revokeSessionId('sid-1');
    expect(await isSessionRevoked('sid-1')).toBe(true);
    expect(await isSessionRevoked('sid-2')).toBe(false);
  });
});

describe('session cookie flags', () => {
  it('production: __Host- name, Secure, HttpOnly, SameSite=Lax, path /', () => {
    const options = sessionOptions({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(options.cookieName).toBe('__Host-h5_session');
    expect(options.cookieOptions).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    expect(options.cookieOptions).not.toHaveProperty('domain');
  });

  it('the explicit escape hatch H5_INSECURE_COOKIES=1 drops Secure and the prefix, never HttpOnly', () => {
    const options = sessionOptions({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      H5_INSECURE_COOKIES: '1',
    });
    expect(options.cookieName).toBe('h5_session');
    expect(options.cookieOptions).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false });
  });
});
