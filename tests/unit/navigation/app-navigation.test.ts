import { handOffUrl } from '@/lib/navigation/app-navigation';
import { inAppTargetOf } from '@/lib/navigation/in-app-target';
import { nativeNavigationOf, navButtonOf, REFRESH_BUTTON } from '@/lib/routes/nav-button';
import { routeOrThrow } from '@/lib/routes/manifest';
import { createLeadingGuard, DEFAULT_DEBOUNCE_MS } from '@/lib/ui/debounce';

const here = {
  href: 'https://m.example.com/h5/tool/ipo?tab=1',
  origin: 'https://m.example.com',
  pathname: '/h5/tool/ipo',
};

describe('handOffUrl: which taps the app takes', () => {
  it.each([
    ['/tool/ipo/calendar', 'https://m.example.com/h5/tool/ipo/calendar'],
    ['/h5/tool/ipo/calendar?x=1', 'https://m.example.com/h5/tool/ipo/calendar?x=1'],
    ['https://m.example.com/h5/notice', 'https://m.example.com/h5/notice'],
    ['/', 'https://m.example.com/h5/'],
  ])('%s → %s', (href, expected) => {
    expect(handOffUrl(href, true, here)?.toString()).toBe(expected);
  });

  it.each([
    ['outside the app', '/tool/ipo/calendar', false],
    ['another site', 'https://evil.example/h5/x', true],
    ['protocol-relative', '//evil.example/h5/x', true],
    ['not under /h5', 'https://m.example.com/other', true],
    ['same page, new query', '/tool/ipo?tab=2', true],
    ['same page, trailing slash', '/tool/ipo/', true],
    ['hash', '#top', true],
    ['scheme', 'llczd://open', true],
  ])('stays in the webview: %s', (_, href, inApp) => {
    expect(handOffUrl(href as string, inApp as boolean, here)).toBeNull();
  });
});

describe('inAppTargetOf: the native screen of a target', () => {
  it('a page gets its manifest title and button', () => {
    expect(inAppTargetOf(new URL('https://m.example.com/h5/tool/ipo/calendar'))).toEqual({
      kind: 'page',
      url: 'https://m.example.com/h5/tool/ipo/calendar',
      navigation: { title: '新股日历' },
    });
  });

  it('the stock page is the native stock detail; the login page the native login with its return path', () => {
    expect(inAppTargetOf(new URL('https://m.example.com/h5/stock?code=600519'))).toMatchObject({
      kind: 'stock',
      code: '600519',
    });
    expect(inAppTargetOf(new URL('https://m.example.com/h5/login?redirect=%2Fh5%2ForderCenter'))).toEqual({
      kind: 'login',
      returnTo: '/h5/orderCenter',
    });
    expect(inAppTargetOf(new URL('https://m.example.com/h5/login?redirect=https%3A%2F%2Fevil.example'))).toEqual({
      kind: 'login',
      returnTo: null,
    });
  });

  it('an unknown path stays in the webview (it becomes /404 there)', () => {
    expect(inAppTargetOf(new URL('https://m.example.com/h5/no-such-page'))).toEqual({ kind: 'webview' });
  });
});

describe('native navigation button from the manifest (SPEC §3)', () => {
  it('pull-to-refresh routes without a button get the refresh button', () => {
    expect(navButtonOf(routeOrThrow('/orderCenter'))).toEqual(REFRESH_BUTTON);
    expect(navButtonOf(routeOrThrow('/notice'))).toBeUndefined();
  });

  it('a link button opens an absolute URL under /h5', () => {
    expect(nativeNavigationOf(routeOrThrow('/stock-contest/index'), 'https://m.example.com')).toEqual({
      title: '选股大赛',
      button: { title: '规则', type: 'link', url: 'https://m.example.com/h5/stock-contest/rule' },
    });
  });

  it('share pages share a poster (erCodeImage), articles a link (url)', () => {
    expect(navButtonOf(routeOrThrow('/missonCenterShare'))).toMatchObject({ type: 'share', shareType: 'erCodeImage' });
    expect(navButtonOf(routeOrThrow('/manuscript/article/v2/{id}'))).toMatchObject({ type: 'share', shareType: 'url' });
  });

  it('every link button points at a manifest route', () => {
    const { ROUTES, matchRoute } = jest.requireActual(
      '@/lib/routes/manifest',
    ) as typeof import('@/lib/routes/manifest');
    for (const route of ROUTES) {
      if (route.navButton?.type === 'link') expect(matchRoute(route.navButton.url ?? '')).not.toBeNull();
    }
  });
});

describe('createLeadingGuard (SPEC §9 default debounce 1000 ms)', () => {
  it('passes the first call and drops calls within 1000 ms of it', () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(1000);
    let now = 0;
    const guard = createLeadingGuard(DEFAULT_DEBOUNCE_MS, () => now);
    expect(guard()).toBe(true);
    now = 999;
    expect(guard()).toBe(false);
    now = 1000;
    expect(guard()).toBe(true);
  });
});
