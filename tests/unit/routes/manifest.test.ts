import fs from 'node:fs';
import path from 'node:path';

import { BACKGROUND_DARK } from '@/lib/routes/define';
import { matchRoute, ROUTES, routeOrThrow } from '@/lib/routes/manifest';
import { resolveRedirect, type RedirectTarget } from '@/lib/routes/redirects';
import { safeReturnPath } from '@/lib/routes/return-path';

/**
 * The route sections of SPEC §2 ("### Market tools" up to "## 3."), kept in the repository so the test
 * runs in a clone alone; when the shared SPEC sits beside the repository the copy is checked against it.
 */
const SPEC_ROUTES_FIXTURE = path.resolve(__dirname, '../../fixtures/spec-routes.md');
const SPEC_PATH = path.resolve(__dirname, '../../../../shared/spec/SPEC.md');
const specPresent = fs.existsSync(SPEC_PATH);

const PARAM_SAMPLES: Record<string, string> = { code: '600519', id: '1024', type: 'news' };
const CJK = /[\u4e00-\u9fff]/;

function samplePath(pattern: string): string {
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => PARAM_SAMPLES[key] ?? 'sample');
}

// ---------------------------------------------------------------------------------------------
// Reading SPEC §2: the "### Market tools" … "### Other" sections.
// ---------------------------------------------------------------------------------------------

interface SpecSection {
  heading: string;
  body: string;
}

/** The text of SPEC §2's route sections, from the whole SPEC or from the fixture (which is only that). */
function routeText(spec: string): string {
  const start = spec.indexOf('### Market tools');
  const found = spec.indexOf('## 3.');
  const end = found < 0 ? spec.length : found;
  if (start < 0 || end < start) throw new Error('SPEC §2 route sections not found');
  return spec.slice(start, end);
}

function routeSections(spec: string): SpecSection[] {
  return routeText(spec)
    .split(/^### /m)
    .filter(Boolean)
    .map((chunk) => {
      const newline = chunk.indexOf('\n');
      return { heading: chunk.slice(0, newline).trim(), body: chunk.slice(newline + 1) };
    });
}

/** '/conversition{Zb,Cyb}{Vip,Svip}' → four paths; '{code}' (no comma) is a parameter and stays. */
function expandAlternatives(token: string): string[] {
  const group = /\{([^}]*,[^}]*)\}/.exec(token);
  if (!group) return [token];
  return group[1].split(',').flatMap((option) => expandAlternatives(token.replace(group[0], option.trim())));
}

/**
 * The live section says "(suffix /v2)" once for all its paths:
 * '/rank-list' → '/rank-list/v2', '/liveCoupon/playbackPopup' → '/liveCoupon/v2/playbackPopup'.
 */
function withLiveSuffix(token: string): string {
  if (token.includes('/v2')) return token;
  const [, first, ...rest] = token.split('/');
  return ['', first, 'v2', ...rest].join('/');
}

/** Bare siblings written after a full path: "/walletCenter/balance, /withdrawal", "/richExchange/index and /record". */
const SIBLING_SHORTHANDS = new Set(['/record', '/withdrawal', '/financialDetails', '/cashingRecords']);
/** Slash tokens in the prose that are not routes: "(all /v2)", "Under /new/:". */
const NOT_ROUTES = new Set(['/v2', '/new/']);

const TOKEN = /(?<=^|[\s(])\/(?:[\w\-./]|\{[^}\s]*\})+/gm;
const CHILDREN = /^\s+with (?:children |child )?([^;.\n]*?)(?=[;.\n]|, \/|$)/;

function specRoutePaths(spec: string): string[] {
  const found: string[] = [];
  for (const section of routeSections(spec)) {
    const live = section.heading.includes('suffix /v2');
    let previous = '';
    for (const match of section.body.matchAll(TOKEN)) {
      let token = match[0].replace(/[.,;:]+$/, '');
      if (NOT_ROUTES.has(token)) continue;
      if (SIBLING_SHORTHANDS.has(token)) token = previous.slice(0, previous.lastIndexOf('/')) + token;
      if (live) token = withLiveSuffix(token);
      previous = token;
      const children = CHILDREN.exec(section.body.slice((match.index ?? 0) + match[0].length));
      const childPaths = (children?.[1] ?? '')
        .split(',')
        .map((child) => child.trim())
        .filter((child) => /^[\w\-/{}]+$/.test(child))
        .map((child) => `${token}/${child}`);
      found.push(...expandAlternatives(token), ...childPaths);
    }
  }
  return found;
}

/** CamelCase names in the prose (slash paths removed), e.g. 'fanGroupEquity', 'jncjAppService'. */
function specCamelCaseNames(spec: string): string[] {
  const prose = routeSections(spec)
    .map((section) => section.body.replace(TOKEN, ' '))
    .join('\n');
  return [...new Set(prose.match(/\b[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+\b/g) ?? [])];
}

/** Every route the SPEC names without a slash path, with the path chosen for it. */
const NAMED_ROUTES: Array<[specName: string, manifestPath: string]> = [
  // Market tools
  ['hotspotTheme index', '/hotspotTheme/index'],
  ['hotspotTheme detail', '/hotspotTheme/detail'],
  ['technologicalForms index', '/technologicalForms/index'],
  ['technologicalForms list', '/technologicalForms/list'],
  ['technologicalForms detail', '/technologicalForms/detail'],
  ['mineClearance index', '/mineClearance/index'],
  ['mineClearance specIndex', '/mineClearance/specIndex'],
  ['conditionalSeletor index', '/conditionalSeletor/index'],
  ['conditionalSeletor detail', '/conditionalSeletor/detail'],
  // Membership
  ['vip-sale1', '/vip-sale1/v2'],
  ['vip-sale2', '/vip-sale2/v2'],
  ['vip-sale3', '/vip-sale3/v2'],
  ['vip-sale4', '/vip-sale4/v2'],
  ['svip-sale1', '/svip-sale1/v2'],
  ['svip-sale2', '/svip-sale2/v2'],
  ['svip-sale3', '/svip-sale3/v2'],
  ['svip-sale4', '/svip-sale4/v2'],
  ['svip-sale-special', '/svip-sale-special/v2'],
  ['special2', '/special2/v2'],
  ['special-199', '/special-199/v2'],
  ['member-tour-share', '/member-tour-share/v2'],
  ['member-tour-detail', '/member-tour-detail/v2'],
  // Redirects (names only)
  ['fanGroupTask', '/fanGroupTask/v2'],
  ['winningList', '/stock-contest/winning-list'],
  ['programEditPageCheck', '/programEditPageCheck/v2'],
  ['caidanPayMiddle', '/llczd/m/caidanPayMiddle'],
  // Live and creator pages
  ['programSelectPage dark-sign variant', '/programSelectPageDark/v2'],
  ['programSearchPage dark-sign variant', '/programSearchPageDark/v2'],
  ['fanGroupEquity', '/fanGroupEquity/v2'],
  ['newFanGroupTask', '/newFanGroupTask/v2'],
  ['fanGroupExplain', '/fanGroupExplain/v2'],
  ['fanExclusiveLive', '/fanExclusiveLive/v2'],
  ['fanGroupRules', '/fanGroupRules/v2'],
  ['fanGroupIllustrate', '/fanGroupIllustrate/v2'],
  ['occupancy-agreement Old variant', '/occupancy-agreementOld/v2'],
  ['shareCaidanAnchorFull', '/shareCaidanAnchorFull/v2'],
  ['shareCaidanAnchor/rule', '/shareCaidanAnchor/v2/rule'],
  ['shareCaidanStatusFull', '/shareCaidanStatusFull/v2'],
  ['shareCaidanWatchFull', '/shareCaidanWatchFull/v2'],
  ['continuous-mic settings', '/anchor-settings/continuous-mic/v2'],
  ['welfare materials', '/anchor-settings/welfare-materials/v2'],
  ['exclusive coupons', '/anchor-settings/exclusive-coupons/v2'],
  ['quick replies', '/anchor-settings/quick-replies/v2'],
  ['hot-search boards', '/anchor-settings/hot-search-boards/v2'],
  ['pre-live settings', '/anchor-settings/pre-live/v2'],
  ['live-in-progress settings', '/anchor-settings/live-in-progress/v2'],
  ['anchor zone', '/anchor-settings/anchor-zone/v2'],
  ['live guide', '/anchor-settings/live-guide/v2'],
  ['music config', '/anchor-settings/music-config/v2'],
  // Activities
  ['capsule-rule', '/activity/capsule-rule/v2'],
  ['koi-page/{id}/v2', '/activity/koi-page/{id}/v2'],
  ['koi winning-rules', '/activity/koi-page/{id}/v2/winning-rules'],
  ['koi my-participation', '/activity/koi-page/{id}/v2/my-participation'],
  ['koi participation-details', '/activity/koi-page/{id}/v2/participation-details'],
  ['koi win-prize', '/activity/koi-page/{id}/v2/win-prize'],
  ['koiOut help', '/activity/koiOut/help/v2'],
  ['koiOut invite', '/activity/koiOut/invite/v2'],
  ['tea-party', '/activity/tea-party/v2'],
  ['active-dragon-inn', '/activity/active-dragon-inn/v2'],
  ['investment-strategy outside', '/activity/investment-strategy-outSide'],
  ['contest index', '/stock-contest/index'],
  ['contest entry-detail', '/stock-contest/entry-detail'],
  ['contest my-record', '/stock-contest/my-record'],
  ['contest record-share', '/stock-contest/record-share'],
  ['contest search', '/stock-contest/search'],
  ['contest rule', '/stock-contest/rule'],
  ['contest past-rankings', '/stock-contest/past-rankings'],
  ['contest past-share-index', '/stock-contest/past-share-index'],
  ['contest bonus-list', '/stock-contest/bonus-list'],
  ['contest winning-list', '/stock-contest/winning-list'],
  ['contest new-winning-list', '/stock-contest/new-winning-list'],
  ['questionnaire list', '/questionnaire/list'],
  ['questionnaire detail', '/questionnaire/detail/{id}'],
  ['questionnaire followUpResult', '/questionnaire/followUpResult/{id}'],
  // Agreements and legal
  ['securitiesInvestmentConsultant', '/securitiesInvestmentConsultant'],
  ['securitiesInvestmentConsultant Svip', '/securitiesInvestmentConsultantSvip'],
  ['disclaimers', '/disclaimers'],
  ['userServiceAgreement', '/userServiceAgreement'],
  ['userServiceAgreement old', '/userServiceAgreementOld'],
  ['userServiceAgreement simple', '/userServiceAgreementSimple'],
  ['privacyPolicyStatement', '/privacyPolicyStatement'],
  ['privacyPolicyStatement old', '/privacyPolicyStatementOld'],
  ['privacyPolicyStatement simple', '/privacyPolicyStatementSimple'],
  ['communityNorms', '/communityNorms'],
  ['serviceLicenseAgreement', '/serviceLicenseAgreement'],
  ['serviceLicenseAgreement TG', '/serviceLicenseAgreementTG'],
  ['notificationLetter', '/notificationLetter'],
  ['confirmation', '/confirmation'],
  ['riskAgree', '/riskAgree'],
  ['newPrivacyPolicy', '/newPrivacyPolicy'],
  ['newInformationList', '/newInformationList'],
  ['newBaseInformation', '/newBaseInformation'],
  ['newUseProcess', '/newUseProcess'],
  ['newPermissionList', '/newPermissionList'],
  ['newInfoSharingList', '/newInfoSharingList'],
  ['svipPackageAgreement', '/svipPackageAgreement'],
  ['recharge', '/recharge'],
  ['exclusiveService', '/exclusiveService'],
  ['new productServiceLicense', '/new/productServiceLicense'],
  ['new ventureCapitalConfirmation', '/new/ventureCapitalConfirmation'],
  ['new commentsInvestorConfirmation', '/new/commentsInvestorConfirmation'],
  ['new commentsInvestorConfirmation MediumRisk', '/new/commentsInvestorConfirmationMediumRisk'],
  ['new exclusiveService', '/new/exclusiveService'],
  ['new jncjAppService', '/new/jncjAppService'],
  ['new jncjAppService WithParams Month', '/new/jncjAppServiceWithParamsMonth'],
  ['new jncjAppService WithParams Season', '/new/jncjAppServiceWithParamsSeason'],
  ['new jncjAppService WithParams Year', '/new/jncjAppServiceWithParamsYear'],
  ['new membershipService', '/new/membershipService'],
  ['new networkInformationService', '/new/networkInformationService'],
  ['new investmentServicesLicense', '/new/investmentServicesLicense'],
  ['new securitiesInvestmentAdvisoryRisk', '/new/securitiesInvestmentAdvisoryRisk'],
  ['new investmentRiskToleranceInformation', '/new/investmentRiskToleranceInformation'],
  ['case zhgf', '/case-analysis/zhgf'],
  ['case llsw', '/case-analysis/llsw'],
  ['case bfjt', '/case-analysis/bfjt'],
  ['case cssw', '/case-analysis/cssw'],
  ['case tgzm', '/case-analysis/tgzm'],
  ['case swhb', '/case-analysis/swhb'],
  ['case szzy', '/case-analysis/szzy'],
  ['case qsyj', '/case-analysis/qsyj'],
  ['case gshz', '/case-analysis/gshz'],
];

describe('route manifest covers SPEC §2', () => {
  const spec = fs.readFileSync(SPEC_ROUTES_FIXTURE, 'utf8');
  const specPaths = [...new Set(specRoutePaths(spec))];

  // Skipped (and reported as skipped) in a clone without ../shared: the fixture is then the SPEC.
  (specPresent ? it : it.skip)('the fixture is the current SPEC §2 route text (../shared/spec/SPEC.md)', () => {
    expect(routeText(spec)).toBe(routeText(fs.readFileSync(SPEC_PATH, 'utf8')));
  });

  it('reads the route paths out of the SPEC', () => {
    expect(specPaths.length).toBeGreaterThan(200);
    expect(specPaths).toEqual(
      expect.arrayContaining([
        '/tool/lhb/today/{code}',
        '/tool/ipo/detail/{code}',
        '/vip/union-member/detail/{id}',
        '/apply-invoice/confirm',
        '/conversitionPerSvip',
        '/walletCenter/cashingRecords',
        '/richExchange/record',
        '/popularCharts/v2/period-list',
        '/liveCoupon/v2/playbackPopup',
        '/activity/capsule/{id}/v2/stock/{code}',
        '/activities-collect/v2/activity/misson-center',
      ]),
    );
  });

  it.each(specPaths)('%s is matched by its own manifest entry', (specPath) => {
    const found = matchRoute(`/h5${samplePath(specPath)}`);
    expect(found?.route.path).toBe(specPath);
  });

  it.each(NAMED_ROUTES)('SPEC name %s is in the manifest as %s', (_name, manifestPath) => {
    expect(routeOrThrow(manifestPath).path).toBe(manifestPath);
    expect(matchRoute(samplePath(manifestPath))?.route.path).toBe(manifestPath);
  });

  it('has a manifest path for every camelCase name in the prose', () => {
    const names = specCamelCaseNames(spec);
    expect(names).toEqual(expect.arrayContaining(['fanGroupEquity', 'jncjAppService', 'specIndex']));
    const missing = names.filter((name) => !ROUTES.some((route) => route.path.includes(name)));
    expect(missing).toEqual([]);
  });
});

describe('route manifest shape', () => {
  it('lists at least 330 routes, each path once', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(330);
    const paths = ROUTES.map((route) => route.path);
    expect(paths.filter((p, index) => paths.indexOf(p) !== index)).toEqual([]);
  });

  it('gives every route a Chinese title and a background', () => {
    const untitled = ROUTES.filter((route) => !route.title.trim() || !CJK.test(route.title));
    expect(untitled.map((route) => route.path)).toEqual([]);
    expect(ROUTES.filter((route) => !route.background.trim())).toEqual([]);
  });

  it('gives every route a title of its own', () => {
    const titles = ROUTES.map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('puts every live and anchor page under /v2', () => {
    const offSuffix = ROUTES.filter(
      (route) =>
        (route.family === 'live' || route.family === 'anchor') &&
        !route.path.endsWith('/v2') &&
        !route.path.includes('/v2/'),
    );
    expect(offSuffix.map((route) => route.path)).toEqual([]);
  });

  it('writes path parameters as {name} and nothing else', () => {
    for (const route of ROUTES) {
      expect(route.path).toMatch(/^\/(?:[\w\-.]+|\{\w+\})?(?:\/(?:[\w\-.]+|\{\w+\}))*$/);
    }
  });

  it('uses the SPEC event id on conversion pages and h5_…_view ids elsewhere', () => {
    const conversions = ROUTES.filter((route) => route.path.startsWith('/conversition'));
    expect(conversions).toHaveLength(10);
    conversions.forEach((route) => expect(route.eventId).toBe('membership_conversions_page'));
    ROUTES.filter((route) => route.eventId && !route.path.startsWith('/conversition')).forEach((route) =>
      expect(route.eventId).toMatch(/^h5_[a-z0-9_]+_view$/),
    );
  });

  it.each([
    '/download',
    '/missonCenter',
    '/liveRoomDetail/v2',
    '/fanExclusiveLive/v2',
    '/mineCoupon',
    '/historyCoupon',
    '/useFulCoupon',
    '/llczd/m/PResultPage',
    '/orderCenter/orderDetail',
    '/equityCenter',
    '/questionnaires',
    '/inviteCashBackOut',
    '/activity/capsule/{id}/v2/invite',
    '/conditionalSeletor/index',
    '/stock-contest/index',
  ])('tracks %s (SPEC §7 tracking definitions)', (routePath) => {
    expect(routeOrThrow(routePath).eventId).toBeTruthy();
  });

  it('makes popups transparent and live rooms dark', () => {
    ROUTES.filter((route) => route.family === 'popup').forEach((route) => {
      expect(route.background).toBe('transparent');
      expect(route.loadingType).toBe('toast');
    });
    expect(routeOrThrow('/liveRoomDetail/v2').background).toBe(BACKGROUND_DARK);
  });
});

describe('route meta flags', () => {
  it.each([
    '/walletCenter/balance',
    '/walletCenter/withdrawal',
    '/orderCenter',
    '/orderCenter/orderDetail',
    '/mineCoupon',
    '/apply-invoice',
    '/llczd/m/refund',
    '/missonCenter',
    '/llczd/m/caidanCenter',
    '/caidanDetail',
    '/equityCenter',
    '/riskAssessment',
    '/writeOff',
    '/sendMessage',
    '/authentication/info',
    '/verified',
    '/login-device-manage',
    '/privacySettings/personalized',
    '/creatorsCenter/v2',
    '/anchor-settings/music-config/v2',
    '/liveDataCenter/v2',
    '/singleBroadcastData/v2',
    '/fanExclusiveLive/v2',
    '/programEditPage/v2',
    '/programEditPageCheck/v2',
    '/pay',
    '/newPayPopup',
    '/stock-contest/my-record',
    '/activity/koi-page/{id}/v2/my-participation',
    '/richExchange/index',
    '/cashExchange',
  ])('%s needs login', (routePath) => {
    expect(routeOrThrow(routePath).needLogin).toBe(true);
  });

  it.each([
    '/',
    '/login',
    '/tool/lhb/today',
    '/tool/ipo/calendar',
    '/AIProject',
    '/userServiceAgreement',
    '/missonCenterShare',
    '/equityCenterShare',
    '/download',
    '/liveRoomDetail/v2',
    '/programList/v2',
    '/teacherInfo/v2',
    '/rank-list/v2',
    '/manuscript/article/v2/{id}',
    '/share-live-room/v2',
    '/404',
  ])('%s is public', (routePath) => {
    expect(routeOrThrow(routePath).needLogin).toBe(false);
  });

  it('enables pull-to-refresh on the SPEC routes and only a few deliberate list pages', () => {
    const specRoutes = ['/AIProject', '/llczd/m/caidanCenter', '/orderCenter', '/fanExclusiveLive/v2'];
    const deliberate = ['/missonCenter', '/walletCenter/balance', '/liveDataCenter/v2'];
    specRoutes.forEach((routePath) => expect(routeOrThrow(routePath).needRefresh).toBe(true));
    const refreshing = ROUTES.filter((route) => route.needRefresh).map((route) => route.path);
    expect(refreshing.sort()).toEqual([...specRoutes, ...deliberate].sort());
  });

  it('keeps alive the SPEC routes and a few long lists', () => {
    expect(routeOrThrow('/conditionalSeletor/index').keepAlive).toBe(true);
    expect(routeOrThrow('/AIProject').keepAlive).toBe(true);
    const kept = ROUTES.filter((route) => route.keepAlive);
    expect(kept.length).toBeLessThanOrEqual(8);
    kept.forEach((route) => expect(route.needLogin).toBe(false));
  });

  it('marks only /preloading-page as a preload page', () => {
    expect(ROUTES.filter((route) => route.preLoadPage).map((route) => route.path)).toEqual(['/preloading-page']);
  });

  it('gives the root hub the home family', () => {
    expect(routeOrThrow('/')).toMatchObject({ title: '首页', family: 'home' });
  });
});

describe('matchRoute', () => {
  it('returns the parameter of a parameterised route under the base path', () => {
    expect(matchRoute('/h5/tool/lhb/today/600519')).toMatchObject({
      route: { path: '/tool/lhb/today/{code}', title: '龙虎榜个股详情' },
      params: { code: '600519' },
    });
  });

  it('returns every parameter of multi-parameter routes', () => {
    expect(matchRoute('/h5/activity/capsule/7/v2/stock/000001')?.params).toEqual({ id: '7', code: '000001' });
    expect(matchRoute('/h5/information/news/99')?.params).toEqual({ type: 'news', id: '99' });
  });

  it('prefers a static route over a parameter at the same place', () => {
    expect(matchRoute('/h5/tool/lhb/sales/active')?.route.path).toBe('/tool/lhb/sales/active');
    expect(matchRoute('/h5/tool/lhb/sales/80001')?.route.path).toBe('/tool/lhb/sales/{code}');
  });

  it('ignores a trailing slash and maps the base path to the hub', () => {
    expect(matchRoute('/h5/tool/lhb/today/')?.route.path).toBe('/tool/lhb/today');
    expect(matchRoute('/h5')?.route.path).toBe('/');
    expect(matchRoute('/h5/')?.route.path).toBe('/');
  });

  it('returns null for unknown paths', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/h5/tool/lhb/today/600519/extra')).toBeNull();
    expect(() => routeOrThrow('/no/such/page')).toThrow('Route not in manifest');
  });
});

// ---------------------------------------------------------------------------------------------
// SPEC §2 "Redirects" and §9 thresholds.
// ---------------------------------------------------------------------------------------------

type RedirectCase = [label: string, url: string, appVersion: string | null, expected: RedirectTarget | null];

function redirectFor(url: string, appVersion: string | null): RedirectTarget | null {
  const parsed = new URL(url, 'http://localhost');
  return resolveRedirect(parsed.pathname, parsed.searchParams, { appVersion });
}

const TO_RICH: RedirectTarget = { path: '/richExchange/index', search: 'from=task' };
const TO_CASH: RedirectTarget = { path: '/cashExchange', search: 'from=task' };

const REDIRECT_CASES: RedirectCase[] = [
  [
    'investment strategy with out_side=1',
    '/activity/investment-strategy?out_side=1&from=app',
    null,
    { path: '/activity/investment-strategy-outSide', search: 'out_side=1&from=app' },
  ],
  [
    'investment strategy /v2 with out_side=1',
    '/activity/investment-strategy/v2?out_side=1',
    '2.0.60',
    { path: '/activity/investment-strategy-outSide', search: 'out_side=1' },
  ],
  ['investment strategy with out_side=0', '/activity/investment-strategy/v2?out_side=0', null, null],
  ['investment strategy without query', '/activity/investment-strategy/v2', null, null],
  [
    'unsuffixed investment strategy lands on /v2',
    '/activity/investment-strategy?from=share',
    null,
    { path: '/activity/investment-strategy/v2', search: 'from=share' },
  ],
  ['tool lhb', '/tool/lhb', null, { path: '/lhb/homePage', search: '' }],
  ['tool lhb child is not redirected', '/tool/lhb/today', null, null],
  ['download type', '/download/android?channel=x', null, { path: '/download', search: 'channel=x' }],
  ['download type without query', '/download/ios', null, { path: '/download', search: '' }],
  ['download itself', '/download?channel=x', null, null],
  ['download deeper path', '/download/android/extra', null, null],
  ['fan group task /v2', '/fanGroupTask/v2?roomId=9', null, { path: '/newFanGroupTask/v2', search: 'roomId=9' }],
  ['fan group task without suffix', '/fanGroupTask', null, { path: '/newFanGroupTask/v2', search: '' }],
  ['new fan group task', '/newFanGroupTask/v2', null, null],
  ['winning list activity 14', '/stock-contest/winning-list?activityId=14', null, null],
  [
    'winning list activity 15',
    '/stock-contest/winning-list?activityId=15',
    null,
    { path: '/stock-contest/new-winning-list', search: 'activityId=15' },
  ],
  [
    'winning list activity 16',
    '/stock-contest/winning-list?activityId=16&tab=2',
    null,
    { path: '/stock-contest/new-winning-list', search: 'activityId=16&tab=2' },
  ],
  ['winning list activity abc', '/stock-contest/winning-list?activityId=abc', null, null],
  ['winning list without activity', '/stock-contest/winning-list', null, null],
  [
    'programme edit without level check',
    '/programEditPage/v2?programId=3',
    null,
    { path: '/programEditPageCheck/v2', search: 'programId=3' },
  ],
  ['programme edit with level check', '/programEditPage/v2?programId=3&isProgramLevelCheck=1', null, null],
  ['programme edit check page', '/programEditPageCheck/v2', null, null],
  ['cash exchange on 1.9.99', '/cashExchange?from=task', '1.9.99', null],
  ['cash exchange on 2.0.59', '/cashExchange?from=task', '2.0.59', null],
  ['cash exchange on 2.0.60', '/cashExchange?from=task', '2.0.60', TO_RICH],
  ['cash exchange on 2.0.100', '/cashExchange?from=task', '2.0.100', TO_RICH],
  ['cash exchange outside the app', '/cashExchange?from=task', null, TO_RICH],
  ['rich exchange on 1.9.99', '/richExchange/index?from=task', '1.9.99', TO_CASH],
  ['rich exchange on 2.0.59', '/richExchange/index?from=task', '2.0.59', TO_CASH],
  ['rich exchange on 2.0.60', '/richExchange/index', '2.0.60', null],
  ['rich exchange on 2.0.100', '/richExchange/index', '2.0.100', null],
  ['rich exchange outside the app', '/richExchange/index', null, null],
  [
    'popular charts',
    '/popularCharts/v2?roomId=1',
    null,
    { path: '/popularCharts/v2/popularity-list', search: 'roomId=1' },
  ],
  ['popular charts 2', '/popularCharts2/v2', null, { path: '/popularCharts/v2/popularity-list', search: '' }],
  ['popular charts board', '/popularCharts/v2/soaring-list', null, null],
  ['ordinary page', '/orderCenter?x=1', '2.0.60', null],
];

describe('resolveRedirect', () => {
  it.each(REDIRECT_CASES)('%s', (_label, url, appVersion, expected) => {
    expect(redirectFor(url, appVersion)).toEqual(expected);
  });

  it('redirects only to pages in the manifest', () => {
    REDIRECT_CASES.forEach(([, , , expected]) => {
      if (expected) expect(matchRoute(expected.path)).not.toBeNull();
    });
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['https://evil.com'],
    ['//evil.com'],
    ['/\\evil.com'],
    ['javascript:alert(1)'],
    ['h5/orderCenter'],
    ['/h5/\norderCenter'],
    [''],
    [null],
    [undefined],
  ])('rejects %p', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/h5/');
    expect(safeReturnPath(candidate, '/h5/login')).toBe('/h5/login');
  });

  it.each([
    ['/h5/orderCenter?x=1', '/h5/orderCenter?x=1'],
    ['/h5/tool/lhb/today/600519', '/h5/tool/lhb/today/600519'],
    ['/h5/liveRoomDetail/v2?roomId=5#chat', '/h5/liveRoomDetail/v2?roomId=5#chat'],
  ])('accepts %p', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });
});
