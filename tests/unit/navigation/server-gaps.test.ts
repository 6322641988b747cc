import { upstreamPost } from '@/lib/http/upstream';
import { queryVipEquities, readIdentityCard, readUserLevel } from '@/lib/growth/server';
import { afterLogoutPath, isProductionDeployment } from '@/lib/session/deployment';
import { assetHostOrigin, buildCsp } from '@/lib/security/headers';

jest.mock('@/lib/http/upstream', () => ({ upstreamGet: jest.fn(), upstreamPost: jest.fn(() => Promise.resolve({})) }));

describe('java-style headers (SPEC §3 deviceId, deviceType, userId)', () => {
  it('the user-growth calls ask for them', async () => {
    await readUserLevel();
    await readIdentityCard();
    await queryVipEquities({} as never);
    const calls = (upstreamPost as jest.Mock).mock.calls;
    expect(calls).toHaveLength(3);
    for (const [, , rest] of calls) expect(rest.options).toMatchObject({ javaHeaders: true });
  });
});

describe('logout outside production goes to the get-token route (SPEC §4)', () => {
  it.each([
    [{ NODE_ENV: 'development' }, '/h5/get-token'],
    [{ NODE_ENV: 'production' }, '/h5/get-token'], // the local upstream: a test deployment
    [{ NODE_ENV: 'production', UPSTREAM_URL: 'https://api.example.com', H5_ENV: 'test' }, '/h5/get-token'],
    [{ NODE_ENV: 'production', UPSTREAM_URL: 'https://api.example.com' }, null],
    [{ NODE_ENV: 'development', H5_ENV: 'production' }, null],
  ])('%j → %s', (env, expected) => {
    expect(afterLogoutPath(env)).toBe(expected);
    expect(isProductionDeployment(env)).toBe(expected === null);
  });
});

describe('static asset host (assetPrefix, SPEC §7)', () => {
  it('admits the CDN origin for scripts, styles and fonts; nothing without one', () => {
    expect(assetHostOrigin('https://cdn.example.com/h5')).toBe('https://cdn.example.com');
    expect(assetHostOrigin(undefined)).toBeNull();
    expect(assetHostOrigin('/static')).toBeNull();
    const csp = buildCsp('n0nce', false, 'https://cdn.example.com');
    expect(csp).toContain("script-src 'self' https://cdn.example.com 'nonce-n0nce' 'strict-dynamic'");
    expect(csp).toContain("style-src 'self' https://cdn.example.com 'unsafe-inline'");
    expect(buildCsp('n0nce', false, null)).toContain("script-src 'self' 'nonce-n0nce' 'strict-dynamic'");
  });
});
