import { expect, test } from './app-first';
import { loginAs, UPSTREAM } from './live-support';
import { armed } from './hydration';

/** Task → claim → exchange → withdraw, as a user taps it at 375×812. */
test('money journey: sign in, claim the cai-dan, exchange them, withdraw the cash', async ({ page }) => {
  const mobile = await loginAs(page.request);
  const funded = await page.request.post(`${UPSTREAM}/__dev/wallet/fund`, {
    data: { mobile, caidan: 995, cash_fen: 1_000, realname: true, account: true },
  });
  expect(funded.ok()).toBe(true);

  await page.goto('/h5/missonCenter');
  // A needRefresh page: its content hydrates inside the pull-to-refresh control, whose code loads after
  // the page; a tap before then would be dropped by React.
  await armed(page, 'pullRefresh');
  // One tap signs in and takes the day's reward, said in a toast.
  const signIn = page.getByRole('button', { name: '每日签到：签到' });
  const box = await signIn.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(24);
  await signIn.click();
  await expect(page.getByText(/^签到成功，获得5个财蛋$/)).toBeVisible();
  await expect(page.getByRole('button', { name: '每日签到：已领取' })).toBeVisible();

  await page.goto('/h5/llczd/m/caidanCenter');
  await expect(page.getByRole('region', { name: '我的财蛋（个）' })).toContainText('1,000');
  await page.goto('/h5/richExchange/index');
  await page.getByLabel('兑换财蛋（个）').fill('1000');
  await expect(page.locator('dd').first()).toHaveText('1.00元');
  await page.getByRole('button', { name: '确认兑换' }).click();
  const confirmExchange = page.getByRole('alertdialog', { name: '确认兑换' });
  await expect(confirmExchange).toContainText('用1000个财蛋兑换现金1.00元');
  await confirmExchange.getByRole('button', { name: '确认兑换' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已用1000个财蛋兑换现金1.00元' })).toBeVisible();

  await page.goto('/h5/walletCenter/withdrawal');
  await page.getByLabel('提现金额（元）').fill('11');
  await expect(page.locator('dd').nth(1)).toHaveText('10.00元');
  await page.request.post(`${UPSTREAM}/__dev/age-sms`, { data: { mobile, seconds: 61 } });
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/验证码已发送至/)).toBeVisible();
  const outbox = (await (await page.request.get(`${UPSTREAM}/__dev/sms?mobile=${mobile}`)).json()) as {
    data: { code: string };
  };
  await page.getByLabel('短信验证码').fill(outbox.data.code);
  await page.getByRole('button', { name: '确认提现' }).click();
  await expect(page.getByText('提现申请已提交（审核中），预计到账10.00元。')).toBeVisible();

  await page.getByRole('link', { name: '查看提现记录' }).click();
  await expect(page.getByRole('list', { name: '提现记录' })).toContainText('审核中');
  await page.goto('/h5/walletCenter/balance');
  await expect(page.getByRole('region', { name: '可提现余额（元）' })).toContainText(
    '可提现余额（元）0.00冻结中（元）11.00',
  );
  // 资金明细: one line for the withdrawal as the user reads it; the frozen account's leg stays internal.
  await page.goto('/h5/walletCenter/financialDetails');
  const ledger = page.getByRole('list', { name: '资金明细' });
  await expect(ledger.getByRole('listitem').filter({ hasText: '提现中' })).toContainText('-11.00');
  await expect(ledger).not.toContainText('冻结');
  await expect(ledger).not.toContainText('+11.00');
});
