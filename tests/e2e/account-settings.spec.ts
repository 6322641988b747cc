import { expect, test } from '@playwright/test';
import { ANDROID_UA, ageSms, loginAgain, outboxCode, runDeletionJob } from './account-support';
import { loginAs, UPSTREAM } from './live-support';

/** Account journeys at 375×812: sign out another device; cancel an account end to end. */
test('sign out another device: that browser is logged out', async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ baseURL });
  const tablet = await browser.newContext({ baseURL, userAgent: ANDROID_UA });
  const mobile = await loginAs(phone.request);
  await loginAgain(tablet.request, mobile);

  const tabletPage = await tablet.newPage();
  await tabletPage.goto('/h5/login-device-manage');
  await expect(tabletPage.getByTestId('login-device')).toHaveCount(2);

  const page = await phone.newPage();
  await page.goto('/h5/login-device-manage');
  await expect(page.locator('[data-testid="login-device"][data-current="true"]')).toContainText('iPhone本机');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: '让SM-S9180退出登录' }).click();
  await expect(page.getByRole('status').filter({ hasText: '“SM-S9180”已退出登录' })).toBeVisible();
  await expect(page.getByTestId('login-device')).toHaveCount(1);

  // The other browser's next page finds its login ended and is logged out.
  await tabletPage.reload();
  await expect(tabletPage.getByTestId('session-ended')).toHaveAttribute('data-cleared', 'true');
  expect((await tablet.request.get('/h5/api/account/devices')).status()).toBe(401);
  await tabletPage.goto('/h5/login-device-manage');
  await expect(tabletPage).toHaveURL(/\/h5\/login\?redirect=/);
  await phone.close();
  await tablet.close();
});

test('cancel an account: checks, SMS confirmation, cooling-off, deletion, then a new empty account', async ({
  page,
}) => {
  const mobile = await loginAs(page.request);

  await page.goto('/h5/privacySettings/personalized');
  const personalised = page.getByRole('switch', { name: '个性化推荐' });
  await expect(personalised).toHaveAttribute('aria-checked', 'true');
  await personalised.click();
  await expect(personalised).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: '个性化推荐' })).toHaveAttribute('aria-checked', 'false');

  await page.goto('/h5/writeOff');
  await expect(page.locator('[data-testid="closure-check"][data-passed="true"]')).toHaveCount(5);
  await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled();
  await page.getByLabel(/我已阅读并同意《注销须知》/).check();
  await page.getByRole('link', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/h5\/sendMessage\?agree=1/);

  await ageSms(page.request, mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/^验证码已发送至/)).toBeVisible();
  await page.getByLabel('短信验证码').fill(await outboxCode(page.request, mobile));
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/h5/api/account/closure') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: '确认注销' }).click();
  const { data } = (await (await answered).json()) as { data: { delete_after: string } };
  await expect(page.getByTestId('closure-requested')).toContainText('您已退出登录');
  expect((await page.request.get('/h5/api/account/closure')).status()).toBe(401);

  // The job runs with a pinned clock: a minute early it keeps the account, at the end of the cooling-off it deletes it.
  expect(
    await runDeletionJob(page.request, new Date(Date.parse(data.delete_after) - 60_000).toISOString(), mobile),
  ).toBe(0);
  expect(await runDeletionJob(page.request, data.delete_after, mobile)).toBe(1);

  await loginAgain(page.request, mobile);
  await page.goto('/h5/privacySettings/personalized');
  await expect(page.getByRole('switch', { name: '个性化推荐' })).toHaveAttribute('aria-checked', 'true');
  await page.goto('/h5/login-device-manage');
  await expect(page.getByTestId('login-device')).toHaveCount(1);
});

test('broker opening: the disclosure, then a notice before leaving for the partner', async ({ page }) => {
  await loginAs(page.request);
  await page.goto('/h5/BOpenAccount');
  await expect(page.getByRole('heading', { name: /证券账户开户/ })).toBeVisible();
  await expect(page.getByText('证券市场有风险，投资需谨慎。', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: /^前往.*开户$/ }).click();
  const notice = page.getByTestId('broker-leaving');
  await expect(notice).toContainText('即将离开');
  await expect(notice.getByRole('link', { name: '继续前往' })).toHaveAttribute('href', /^https:\/\//);
  await notice.getByRole('button', { name: '取消' }).click();
  await expect(notice).toHaveCount(0);
});

test('the live room reports watching to the task centre, and the minute counts once a minute has passed', async ({
  page,
}) => {
  await loginAs(page.request);
  const beat = page.waitForResponse(
    (response) => response.url().endsWith('/h5/api/tasks/watch-live') && response.request().method() === 'POST',
  );
  await page.goto('/h5/liveRoomDetail/v2?roomId=2');
  const first = (await (await beat).json()) as { data: { tasks: Array<{ id: string; progress: number }> } };
  // The first beat starts the clock: nothing is credited for time not yet watched.
  expect(first.data.tasks.find((task) => task.id === 'watch_live')?.progress).toBe(0);
});

test('a page whose token the upstream ended early renews the session once and shows the page', async ({ page }) => {
  const mobile = await loginAs(page.request);
  expect((await page.request.post(`${UPSTREAM}/__dev/expire-access`, { data: { mobile } })).ok()).toBe(true);
  await page.goto('/h5/login-device-manage');
  await expect(page.getByTestId('login-device')).toHaveCount(1);
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
});
