import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HUB_GROUPS } from '@/components/home/home-hub';

const APP = path.join(__dirname, '../../../app');

/** The app/ folder of a route path, through any route groups: '/tool/ipo' → app/(market)/tool/ipo. */
function hasPage(route: string): boolean {
  const groups = readdirSync(APP).filter((name) => name.startsWith('('));
  const segments = route.split('/').filter(Boolean);
  return ['', ...groups].some((group) => existsSync(path.join(APP, group, ...segments, 'page.tsx')));
}

describe('home hub', () => {
  const paths = HUB_GROUPS.flatMap((group) => group.paths);

  it.each(paths)('links only to a built page: %s', (route) => {
    expect(hasPage(route)).toBe(true);
  });

  it('can tell a missing page (the check itself can fail)', () => {
    // A path no manifest route will ever take, so the example stays missing as pages get built.
    expect(hasPage('/home-hub-test/no-such-page')).toBe(false);
    expect(hasPage('/tool/ipo')).toBe(true);
  });

  it('lists each entrance once', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['钱包', '/walletCenter/balance'],
    ['订单', '/orderCenter'],
    ['任务', '/missonCenter'],
    ['优惠券', '/mineCoupon'],
    ['财蛋', '/llczd/m/caidanCenter'],
    ['邀请', '/inviteCashBackOut'],
  ])('the 我的 group reaches %s', (_family, route) => {
    expect(HUB_GROUPS.find((group) => group.title === '我的')?.paths).toContain(route);
  });

  it.each([
    '/tool/hot-stock',
    '/tool/rzrq',
    '/hotspotTheme/index',
    '/technologicalForms/index',
    '/mineClearance/index',
    '/similar-candlestick/index',
    '/aiDiagnosis',
    '/searchPage',
  ])('the market tools reach %s', (route) => {
    expect(HUB_GROUPS.find((group) => group.title === '行情工具')?.paths).toContain(route);
  });
});
