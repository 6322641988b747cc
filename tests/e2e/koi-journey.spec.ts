import { expect, test } from './app-first';
import { koiActivitySchema } from '@/lib/koi/schemas';
import { loginAs, UPSTREAM } from './live-support';

/**
 * Journey: join the koi and see the result. A fresh sandbox activity (one physical prize) so
 * the joiner is the only entrant and wins; the activity is then ended, as the clock would end it.
 */
test('join the koi, see the result, leave an address for the prize', async ({ page, request }) => {
  const created = await request.post(`${UPSTREAM}/__dev/koi/activities`, {
    data: { prizes: [{ name: '定制保温杯', count: 1, kind: 'physical' }] },
  });
  const activity = koiActivitySchema.parse((await created.json()).data);
  const poolId = activity.pools[0].id;

  // A visitor is offered the login first.
  await page.goto(`/h5/activity/koi-page/${activity.id}/v2`);
  await expect(page).toHaveTitle(/锦鲤抽奖/);
  await expect(page.getByRole('link', { name: '登录参与' })).toBeVisible();

  await loginAs(page.context().request);
  await page.reload();
  await expect(page.getByTestId('koi-chances')).toHaveText('1');
  const pool = page.getByTestId(`koi-pool-${poolId}`);
  await expect(pool.getByRole('row', { name: /任一奖品/ })).toContainText('100.00%');
  await pool.getByTestId(`koi-join-${poolId}`).click();
  await expect(pool.getByTestId('koi-result')).toContainText('已参与');
  await expect(page.getByTestId('koi-chances')).toHaveText('0');

  // The rules page publishes the seed hash before the draw; the seed itself stays secret.
  await page.getByRole('link', { name: '中奖规则与概率' }).click();
  await expect(page.getByTestId('koi-seed-hash')).toHaveText(activity.pools[0].seedHash);
  await expect(page.getByText('种子将在开奖后公开')).toBeVisible();

  expect((await request.post(`${UPSTREAM}/__dev/koi/activities/${activity.id}/end`)).ok()).toBe(true);
  await page.goto(`/h5/activity/koi-page/${activity.id}/v2`);
  await expect(pool.getByTestId('koi-result')).toContainText('恭喜你抽中「定制保温杯」');
  await expect(pool.getByTestId('koi-verified')).toContainText('验证通过');
  await pool.getByRole('link', { name: '去领奖' }).click();

  await expect(page).toHaveURL(new RegExp(`/h5/activity/koi-page/${activity.id}/v2/win-prize$`));
  const form = page.getByTestId('koi-address-form');
  await form.getByLabel('收货人').fill('李明');
  await form.getByLabel('手机号').fill('1381234');
  await form.getByLabel('收货地址').fill('上海市浦东新区世纪大道 100 号');
  await form.getByRole('button', { name: '提交收货信息' }).click();
  await expect(form.getByRole('alert')).toHaveText('手机号填写错误');
  await form.getByLabel('手机号').fill('13812345678');
  await form.getByRole('button', { name: '提交收货信息' }).click();
  await expect(form.getByRole('status')).toContainText('已保存');
  await page.reload();
  await expect(page.getByTestId(`koi-award-${poolId}`)).toContainText('已登记：李明，138****5678');

  await page.goto(`/h5/activity/koi-page/${activity.id}/v2/my-participation`);
  await expect(page.getByTestId(`koi-mine-${poolId}`)).toHaveText('已中奖：定制保温杯');
});
