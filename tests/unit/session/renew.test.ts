import type { SessionData } from '@/lib/session/config';
import { renewSession } from '@/lib/session/renew';
import { isSessionRevoked } from '@/lib/session/revocation';
import { json, fakeUpstreamForFile } from '../http/fake-upstream';

const fake = fakeUpstreamForFile();

const session = (n: number): SessionData => ({
  sid: `sid-${n}`,
  accessToken: `access-${n}-0123456789abcdef`,
  refreshToken: `refresh-${n}-0123456789abcdef`,
  tokenType: 'bearer',
  mobile: '13800000001',
  source: 'sms',
});

describe('renewSession: the one renewal rule (refresh → revoke → clear)', () => {
  it('renewed: the new tokens replace the old, the sid stays', async () => {
    fake.reply = (_hit, res) =>
      json(res, 200, {
        code: 200,
        data: {
          token_type: 'bearer',
          access_token: 'access-9-0123456789abcdef',
          refresh_token: 'refresh-9-0123456789abcdef',
          expires_in: 7200,
        },
      });
    const data = session(1);
    expect(await renewSession(data)).toBe(true);
    expect(data).toMatchObject({
      sid: 'sid-1',
      accessToken: 'access-9-0123456789abcdef',
      refreshToken: 'refresh-9-0123456789abcdef',
    });
    expect(data.accessExpiresAt).toBeGreaterThan(Date.now());
    expect(await isSessionRevoked('sid-1')).toBe(false);
  });

  it('refused: the sid is revoked and the tokens cleared, so a replayed copy of the cookie is worthless', async () => {
    fake.reply = (_hit, res) => json(res, 401, { code: 2009, message: '用户token已经失效' });
    const data = session(2);
    expect(await renewSession(data)).toBe(false);
    expect(data.accessToken).toBeUndefined();
    expect(data.refreshToken).toBeUndefined();
    expect(await isSessionRevoked('sid-2')).toBe(true);
  });

  it('without a refresh token nothing is called', async () => {
    expect(await renewSession({ sid: 'sid-3', accessToken: 'access-3-0123456789abcdef' })).toBe(false);
    expect(fake.hits).toHaveLength(0);
  });
});
