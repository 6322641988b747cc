import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { ROUTES } from '@/lib/routes/manifest';
import { crawlerBlocked, robotsRules } from '@/lib/seo/robots';

const ORIGIN = 'https://m.example.com';
const text = resolveRobots(robotsRules(ORIGIN, ROUTES));

/** Google's and Baidu's reading of one group: the longest matching rule wins, Allow on a tie; '*' and '$'. */
function allowed(url: string): boolean {
  const rules = text
    .split('\n')
    .map((line) => /^(Allow|Disallow): (.+)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, kind, pattern]) => ({
      allow: kind === 'Allow',
      pattern,
      regex: new RegExp(
        `^${pattern
          .replace(/[.+?^(){}|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\\\$$|\$$/, '$')}`,
      ),
    }));
  const matching = rules
    .filter((rule) => rule.regex.test(url))
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow));
  return matching.length === 0 || matching[0].allow;
}

const sample = (path: string) =>
  `/h5${path.replace(/\{(\w+)\}/g, (_, key: string) => (key === 'code' ? '600519' : key === 'type' ? 'news' : '7'))}`;

describe('robots.txt', () => {
  it('names the sitemap index under the configured origin and disallows the API', () => {
    expect(text).toContain(`Sitemap: ${ORIGIN}/h5/sitemap.xml`);
    expect(allowed('/h5/api/vip/status')).toBe(false);
    expect(allowed('/h5/tool/ipo/calendar')).toBe(true);
  });

  it('disallows every login-only, popup and preload route, with or without a query', () => {
    const blocked = ROUTES.filter(crawlerBlocked);
    expect(blocked.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/walletCenter/balance', '/pay', '/authPopup', '/preloading-page', '/orderCenter']),
    );
    for (const route of blocked) {
      expect([route.path, allowed(sample(route.path))]).toEqual([route.path, false]);
      expect([route.path, allowed(`${sample(route.path)}?from=share`)]).toEqual([route.path, false]);
    }
  });

  it('allows every indexable route (a blocked prefix never shadows one: /missonCenter and /missonCenterDes)', () => {
    for (const route of ROUTES.filter((candidate) => candidate.indexable)) {
      expect([route.path, allowed(sample(route.path)), allowed(`${sample(route.path)}?date=2026-11-27`)]).toEqual([
        route.path,
        true,
        true,
      ]);
    }
  });
});
