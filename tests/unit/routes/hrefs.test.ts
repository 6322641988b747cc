import type { PageShell } from '@/components/ui/page-shell';
import {
  BASE_PATH,
  HOME_URL,
  ipoHref,
  href,
  lhbStockDayHref,
  lhbStockHref,
  loginHref,
  loginUrl,
  northboundStockHref,
  pageUrl,
  seatHref,
  stripBasePath,
  withBasePath,
} from '@/lib/routes/hrefs';

describe('href builders', () => {
  it('fill path parameters and drop empty query values', () => {
    expect(href('/tool/lhb/sales/{code}', { code: '80001' }, { date: '2026-11-20', tab: undefined, page: '' })).toBe(
      '/tool/lhb/sales/80001?date=2026-11-20',
    );
    expect(href('/tool/ipo')).toBe('/tool/ipo');
    expect(href('/tool/lhb/today', { date: '2026-11-20' })).toBe('/tool/lhb/today?date=2026-11-20');
    expect(href('/tool/northbound/stock/{code}', { code: 'a/b' })).toBe('/tool/northbound/stock/a%2Fb');
  });

  it('reject a path that is not in the manifest, and a missing parameter, at compile time', () => {
    // @ts-expect-error — not a manifest path
    expect(href('/tool/ipo/calender')).toBe('/tool/ipo/calender');
    // @ts-expect-error — '{code}' needs its parameter
    expect(() => href('/tool/lhb/sales/{code}')).not.toThrow();
  });

  it('type <PageShell route> by the manifest, so a mistyped route fails to compile', () => {
    type ShellRoute = Parameters<typeof PageShell>[0]['route'];
    const good: ShellRoute = '/tool/ipo/detail/{code}';
    // @ts-expect-error — '/tool/ipo/calender' is not a manifest path
    const bad: ShellRoute = '/tool/ipo/calender';
    expect([good, bad]).toHaveLength(2);
  });

  it('add and strip the one base path', () => {
    expect(BASE_PATH).toBe('/h5');
    expect(HOME_URL).toBe('/h5/');
    expect(withBasePath('/tool/ipo')).toBe('/h5/tool/ipo');
    expect(pageUrl('/tool/ipo/calendar')).toBe('/h5/tool/ipo/calendar');
    expect(stripBasePath('/h5/tool/ipo?x=1')).toBe('/tool/ipo?x=1');
    expect(stripBasePath('/h5')).toBe('/');
    expect(stripBasePath('/h5?x=1')).toBe('/?x=1');
    expect(stripBasePath('/h5x/y')).toBe('/h5x/y');
  });

  it('build the login URL with a checked return path', () => {
    expect(loginHref()).toBe('/login');
    expect(loginHref('/h5/scanNoLogin')).toBe('/login?redirect=%2Fh5%2FscanNoLogin');
    expect(loginUrl('/h5/liveRoomDetail/v2?roomId=3')).toBe(
      '/h5/login?redirect=%2Fh5%2FliveRoomDetail%2Fv2%3FroomId%3D3',
    );
    expect(loginUrl('/h5/..//evil.example/')).toBe('/h5/login?redirect=%2Fh5%2F');
  });

  it('absorb the per-route builders of the market screens', () => {
    expect(lhbStockHref('600519')).toBe('/tool/lhb/stock/detail?code=600519');
    expect(lhbStockDayHref('600519', '2026-11-20')).toBe('/tool/lhb/today/600519?date=2026-11-20');
    expect(seatHref({ seatId: 'S1', seatType: 'institution' })).toBe('/tool/lhb/organization/trace');
    expect(seatHref({ seatId: 'S1', seatType: 'broker' })).toBe('/tool/lhb/sales/S1');
    expect(northboundStockHref('600519')).toBe('/tool/northbound/stock/600519');
    expect(ipoHref('301000')).toBe('/tool/ipo/detail/301000');
  });
});
