import { expect, test, type Page } from '@playwright/test';

import { freshMobile, outboxCode } from '../contract/bff-helpers';

async function fillAndLogin(page: Page, mobile: string) {
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await page.getByLabel('验证码').fill(await outboxCode(mobile));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test.describe('SMS login journey (browser, 375×812)', () => {
  test('a new user logs in with the code from the outbox, sees the VIP status, logs out', async ({ page }) => {
    await page.goto('/h5/login');
    await expect(page.getByRole('heading', { name: '手机号登录' })).toBeVisible();
    await expect(page.getByRole('link', { name: '《用户服务协议》' })).toHaveAttribute(
      'href',
      '/h5/userServiceAgreement',
    );
    await expect(page.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      '/h5/privacyPolicyStatement',
    );

    const mobile = freshMobile();
    // SPEC §5 messages, as a user meets them.
    await page.getByLabel('手机号').fill('12345');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.locator('form [role=alert]')).toHaveText('手机号填写错误');
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.locator('form [role=alert]')).toHaveText('请先验证手机号');

    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送')).toBeVisible();
    await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
    const code = await outboxCode(mobile);
    await page.getByLabel('验证码').fill(code);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.locator('form [role=alert]')).toHaveText('请接受注册协议');
    await page.getByLabel('手机号').fill(`${mobile.slice(0, 10)}${mobile.endsWith('9') ? '8' : '9'}`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.locator('form [role=alert]')).toHaveText('手机号已经改变，请重新获取验证码');
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page.getByText('已登录')).toBeVisible();
    await expect(page.getByTestId('account-mobile')).toHaveText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    await expect(page.getByTestId('vip-level')).toHaveText('普通用户');
    await page.screenshot({ path: test.info().outputPath('account-login-logged-in.png') });
    const html = await page.content();
    expect(html).not.toMatch(/access_token|refresh_token|accessToken|refreshToken/);

    await page.getByRole('button', { name: '退出登录' }).click();
    // SPEC §4: outside production logout goes to the get-token route, from which a tester logs in again.
    await expect(page).toHaveURL(/\/h5\/get-token$/);
    await page.getByRole('link', { name: '获取登录态' }).click();
    await expect(page.getByRole('heading', { name: '手机号登录' })).toBeVisible();
    const who = await page.request.get('/h5/api/session');
    expect((await who.json()).data.loggedIn).toBe(false);
  });

  test('a reload after the code was sent: the code still logs in and the resend wait goes on', async ({ page }) => {
    await page.goto('/h5/login');
    const mobile = freshMobile();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('手机号')).toHaveValue(mobile);
    await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
    await page.getByLabel('验证码').fill(await outboxCode(mobile));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('已登录')).toBeVisible();
  });

  test('a login-only page sends the visitor to /login and back after the login', async ({ page }) => {
    await page.goto('/h5/orderCenter');
    await expect(page).toHaveURL(/\/h5\/login\?redirect=%2Fh5%2ForderCenter$/);
    await page.screenshot({ path: test.info().outputPath('account-login-form.png') });
    await fillAndLogin(page, freshMobile());
    await page.waitForURL('**/h5/orderCenter');
    expect(new URL(page.url()).pathname).toBe('/h5/orderCenter');
  });

  test('an absolute redirect is not followed after login', async ({ page }) => {
    await page.goto('/h5/login?redirect=https%3A%2F%2Fevil.example.com%2F');
    await fillAndLogin(page, freshMobile());
    await expect(page.getByText('已登录')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/h5/login');
  });
});
