import { expect, test, type Browser, type Page } from '@playwright/test';
import { APP_FIRST, appFirstBenefit } from '@/components/open-app/app-first-features';
import { koiActivitySchema } from '@/lib/koi/schemas';
import { hydrated } from './hydration';
import { openInApp, type AppOptions } from './in-app';
import { loginAs, UPSTREAM } from './live-support';

/**
 * Outside the app (SPEC §1) the engagement actions of the circle, events, koi, the activity hub, the
 * contest and questionnaires offer the app before their first run: nothing is sent until the user
 * answers, 继续在浏览器中… completes the action here, and inside the app there is no offer. The live
 * room, teachers and comments are shown in app-navigation.spec.ts; the journeys themselves play a
 * user who already chose the browser (./app-first).
 */

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

/** The BFF writes of this page whose path matches, in the order they were sent. */
function writes(page: Page, path: RegExp): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && path.test(new URL(request.url()).pathname))
      sent.push(new URL(request.url()).pathname);
  });
  return sent;
}

/** The offer for this feature is open, with what the app gives for it; answering it continues here. */
async function continueAfterOffer(page: Page, feature: string): Promise<void> {
  const offer = page.getByRole('dialog', { name: `在财知道 App 内${feature}体验更好` });
  await expect(offer).toBeVisible();
  await expect(offer.getByTestId('open-app-benefit')).toHaveText(appFirstBenefit(feature) ?? '');
  await expect(offer.getByRole('link', { name: '下载App' })).toHaveAttribute('href', /^\/h5\/download\?from=/);
  await offer.getByRole('button', { name: `继续在浏览器中${feature}` }).click();
  await expect(offer).toHaveCount(0);
}

/** A phone browser inside WeChat, its JS-SDK unreachable (no open tag) and the official-account dialog already closed. */
async function inWechat(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    userAgent: WECHAT_UA,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await context.route('https://res.wx.qq.com/**', (route) => route.abort());
  await context.addInitScript(() => localStorage.setItem('h5:follow-oa', 'closed'));
  const page = await context.newPage();
  await loginAs(page.context().request);
  return page;
}

/** A logged-in user in the app's webview (the bridge simulator plays the app). */
async function inTheApp(browser: Browser, baseURL: string, options?: AppOptions): Promise<Page> {
  const page = await openInApp(browser, baseURL, options);
  await loginAs(page.context().request);
  return page;
}

const noOffer = (page: Page) => expect(page.getByTestId('open-app-sheet')).toHaveCount(0);

test('circle: publishing a post offers the app first; continuing publishes it, and the app publishes without asking', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page.context().request);
  const sent = writes(page, /^\/h5\/api\/content\/circle\/posts$/);
  await page.goto('/h5/dragonThrowCircle');
  const text = `浏览器里发动态 ${Date.now() % 100000}`;
  const publish = page.getByRole('button', { name: '发布', exact: true });
  await hydrated(publish);
  await page.getByLabel(/说点什么/).fill(text);
  await publish.click();
  await expect(page.getByRole('dialog', { name: /发布动态/ })).toBeVisible();
  expect(sent).toEqual([]);
  await continueAfterOffer(page, APP_FIRST.publishPost);
  await expect(page.getByTestId('circle-post').first()).toContainText(text);
  expect(sent).toHaveLength(1);

  const app = await inTheApp(browser, baseURL!);
  await app.goto('/h5/dragonThrowCircle');
  const inApp = `App 里发动态 ${Date.now() % 100000}`;
  const appPublish = app.getByRole('button', { name: '发布', exact: true });
  await hydrated(appPublish);
  await app.getByLabel(/说点什么/).fill(inApp);
  await appPublish.click();
  await expect(app.getByTestId('circle-post').first()).toContainText(inApp);
  await noOffer(app);
  await app.context().close();
});

test('events: a WeChat reader’s tea-party sign-up offers the app first; continuing takes the seat, and the app sends the sign-up without asking', async ({
  browser,
  baseURL,
}) => {
  const page = await inWechat(browser, baseURL!);
  const sent = writes(page, /^\/h5\/api\/activity\/events\/\d+\/signups$/);
  await page.goto('/h5/activity/tea-party/v2');
  const form = page.getByTestId('tea-party-form');
  const submit = form.getByRole('button', { name: /免费报名/ });
  await hydrated(submit);
  await form.getByLabel('姓名').fill('张三');
  await form.getByLabel('手机号').fill('13912345678');
  await submit.click();
  // In WeChat without the open tag the offer explains the browser step.
  await expect(page.getByRole('dialog', { name: /报名活动/ })).toContainText('在浏览器打开');
  expect(sent).toEqual([]);
  await continueAfterOffer(page, APP_FIRST.signUpEvent);
  await expect(page.getByTestId('tea-party-seat')).toContainText('你已报名成功');
  expect(sent).toHaveLength(1);
  await page.context().close();

  // In the app the sign-up goes straight to the server: a wrong mobile comes back refused (no seat used).
  const app = await inTheApp(browser, baseURL!);
  const appSent = writes(app, /^\/h5\/api\/activity\/events\/\d+\/signups$/);
  await app.goto('/h5/activity/tea-party/v2');
  const appForm = app.getByTestId('tea-party-form');
  const appSubmit = appForm.getByRole('button', { name: /免费报名/ });
  await hydrated(appSubmit);
  await appForm.getByLabel('姓名').fill('李四');
  await appForm.getByLabel('手机号').fill('123');
  await appSubmit.click();
  await expect(appForm.getByRole('alert')).toHaveText('手机号填写错误');
  expect(appSent).toHaveLength(1);
  await noOffer(app);
  await app.context().close();
});

test('koi: joining a pool offers the app first; continuing joins, and the app joins without asking', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const created = await request.post(`${UPSTREAM}/__dev/koi/activities`, {
    data: { prizes: [{ name: '定制保温杯', count: 1, kind: 'physical' }] },
  });
  const activity = koiActivitySchema.parse((await created.json()).data);
  const poolId = activity.pools[0].id;
  await loginAs(page.context().request);
  const sent = writes(page, /^\/h5\/api\/activity\/koi\/\d+\/pools\/\d+\/entries$/);
  await page.goto(`/h5/activity/koi-page/${activity.id}/v2`);
  const pool = page.getByTestId(`koi-pool-${poolId}`);
  const join = pool.getByTestId(`koi-join-${poolId}`);
  await hydrated(join);
  await join.click();
  await expect(page.getByRole('dialog', { name: /参与锦鲤抽奖/ })).toBeVisible();
  expect(sent).toEqual([]);
  await continueAfterOffer(page, APP_FIRST.joinKoi);
  await expect(pool.getByTestId('koi-result')).toContainText('已参与');
  expect(sent).toHaveLength(1);

  const app = await inTheApp(browser, baseURL!);
  await app.goto(`/h5/activity/koi-page/${activity.id}/v2`);
  const appPool = app.getByTestId(`koi-pool-${poolId}`);
  const appJoin = appPool.getByTestId(`koi-join-${poolId}`);
  await hydrated(appJoin);
  await appJoin.click();
  await expect(appPool.getByTestId('koi-result')).toContainText('已参与');
  await noOffer(app);
  await app.context().close();
});

test('activity hub: watering the money tree offers the app first; continuing waters it, and the app waters without asking', async ({
  page,
  browser,
  baseURL,
}) => {
  const water = async (user: Page) => {
    await user.context().request.post('/h5/api/tasks/sign-in', { data: {} });
    await user.goto('/h5/activity/money-tree/1/v2');
    const button = user
      .getByTestId('tree-actions')
      .locator('[data-task="sign_in"]')
      .getByRole('button', { name: '浇水' });
    await hydrated(button);
    await button.click();
  };
  await loginAs(page.context().request);
  const sent = writes(page, /^\/h5\/api\/money-trees\/1\/water$/);
  await water(page);
  await expect(page.getByRole('dialog', { name: /浇水/ })).toBeVisible();
  expect(sent).toEqual([]);
  await continueAfterOffer(page, APP_FIRST.waterTree);
  await expect(page.getByTestId('tree-actions').locator('[data-task="sign_in"]')).toContainText('已浇水');
  expect(sent).toHaveLength(1);

  const app = await inTheApp(browser, baseURL!);
  await water(app);
  await expect(app.getByTestId('tree-actions').locator('[data-task="sign_in"]')).toContainText('已浇水');
  await noOffer(app);
  await app.context().close();
});

test('contest: a WeChat reader’s trade offers the app first (the sign-up does not); continuing trades, and the app trades without asking', async ({
  browser,
  baseURL,
}) => {
  const buy = async (user: Page) => {
    await user.goto('/h5/stock-contest/index');
    const enter = user.getByRole('button', { name: '立即报名参赛' });
    await hydrated(enter);
    await user.getByRole('checkbox').check();
    await enter.click();
    // Signing up accepts the contest's rules: a consent, never behind the offer.
    await expect(user.getByTestId('contest-account')).toBeVisible();
    await noOffer(user);
    await user.goto('/h5/stock-contest/entry-detail');
    const form = user.getByTestId('trade-form');
    const submit = form.getByRole('button', { name: /买入/ });
    await hydrated(submit);
    await form.getByLabel('股票代码').fill('600036');
    await form.getByLabel(/数量/).fill('100');
    await submit.click();
  };
  const page = await inWechat(browser, baseURL!);
  const sent = writes(page, /^\/h5\/api\/contest\/\d+\/trades$/);
  await buy(page);
  await expect(page.getByRole('dialog', { name: /模拟交易/ })).toBeVisible();
  expect(sent).toEqual([]);
  await continueAfterOffer(page, APP_FIRST.contestTrade);
  await expect(page.getByTestId('trade-message')).toHaveText('买入成功：600036 100股');
  expect(sent).toHaveLength(1);
  await page.context().close();

  // Android 2.0.54: the web input for the code (no native stock keyboard to drive).
  const app = await inTheApp(browser, baseURL!, { version: '2.0.54', os: 'android' });
  await buy(app);
  await expect(app.getByTestId('trade-message')).toHaveText('买入成功：600036 100股');
  await noOffer(app);
  await app.context().close();
});

test('questionnaire: submitting offers the app first; continuing submits, and the app submits without asking', async ({
  page,
  browser,
  baseURL,
}) => {
  const answer = async (user: Page) => {
    await user.goto('/h5/questionnaire/detail/1');
    const submit = user.getByRole('button', { name: '提交问卷' });
    await hydrated(submit);
    await user.getByLabel('4 分').check();
    await user.getByLabel('投顾文章').check();
    await user.getByLabel('观点更及时').check();
    await submit.click();
  };
  await loginAs(page.context().request);
  const sent = writes(page, /^\/h5\/api\/questionnaires\/1\/submissions$/);
  await answer(page);
  await expect(page.getByRole('dialog', { name: /提交问卷/ })).toBeVisible();
  expect(sent).toEqual([]);
  await continueAfterOffer(page, APP_FIRST.submitQuestionnaire);
  await expect(page).toHaveURL(/\/h5\/questionnairesResult\?id=1$/);
  await expect(page.getByTestId('questionnaire-submitted')).toContainText('提交成功');
  expect(sent).toHaveLength(1);

  const app = await inTheApp(browser, baseURL!);
  await answer(app);
  // The app opens the result page (the simulator plays the native push).
  await expect(app).toHaveURL(/\/h5\/questionnairesResult\?id=1$/);
  await noOffer(app);
  await app.context().close();
});
