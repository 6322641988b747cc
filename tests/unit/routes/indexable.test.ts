import { defaultIndexable, defineFamily } from '@/lib/routes/define';
import { ROUTES, routeOrThrow } from '@/lib/routes/manifest';

describe('route manifest: indexable', () => {
  it('is never set on a login-only, popup, preload or system page', () => {
    const wrong = ROUTES.filter(
      (route) =>
        route.indexable &&
        (route.needLogin ||
          route.preLoadPage ||
          route.family === 'popup' ||
          route.family === 'system' ||
          route.background === 'transparent'),
    );
    expect(wrong.map((route) => route.path)).toEqual([]);
  });

  it('defaults from the rest of the meta', () => {
    expect(defaultIndexable('legal', { needLogin: false, preLoadPage: false, background: '#fff' })).toBe(true);
    expect(defaultIndexable('wallet', { needLogin: true, preLoadPage: false, background: '#fff' })).toBe(false);
    expect(defaultIndexable('other', { needLogin: false, preLoadPage: true, background: '#fff' })).toBe(false);
    expect(defaultIndexable('popup', { needLogin: false, preLoadPage: false, background: '#fff' })).toBe(false);
    expect(defaultIndexable('pay', { needLogin: false, preLoadPage: false, background: 'transparent' })).toBe(false);
  });

  it('follows an entry that turns needLogin off, unless the entry says otherwise', () => {
    const [open, personal] = defineFamily('task', { needLogin: true }, [
      { path: '/a', title: 'A', needLogin: false },
      { path: '/b', title: 'B', needLogin: false, indexable: false },
    ]);
    expect(open.indexable).toBe(true);
    expect(personal.indexable).toBe(false);
  });

  it('lists the public pages search engines are meant to find (SPEC §2 legal, market, content)', () => {
    for (const path of [
      '/userServiceAgreement',
      '/privacyPolicyStatement',
      '/tool/ipo/calendar',
      '/tool/ipo/detail/{code}',
      '/tool/lhb/today',
      '/manuscript/article/v2/{id}',
      '/topic/v2/{id}',
      '/teacherInfo/v2',
      '/programList/v2',
      '/login',
      '/',
    ]) {
      expect([path, routeOrThrow(path).indexable]).toEqual([path, true]);
    }
  });

  it('keeps personal and helper pages out', () => {
    for (const path of [
      '/walletCenter/balance',
      '/orderCenter',
      '/pay',
      '/authPopup',
      '/preloading-page',
      '/404',
      '/choose-change',
      '/stock-contest/record-share',
      '/loginSuccessPage',
      '/transitPage',
      '/llczd/m/caidanPayMiddle',
    ]) {
      expect([path, routeOrThrow(path).indexable]).toEqual([path, false]);
    }
  });
});
