import type { Journey } from '../journeys';
import { button, freshMobile, onPhone, open, outboxCode, tap, text, typeInto } from '../journey-helpers';

/** SMS login on /login as a new user does it: mobile, code from the outbox, agreement, 登录 → logged in. */
export const smsLogin: Journey = {
  name: 'SMS login',
  run: (engine, baseUrl) =>
    onPhone(engine, baseUrl, 'sms-login', {}, async ({ page }) => {
      await open(page, `${baseUrl}/h5/login`);
      await text(page, '手机号登录');
      const mobile = freshMobile();
      await typeInto(page, '手机号', mobile);
      await tap(page, await button(page, '获取验证码'));
      await text(page, '验证码已发送');
      // The resend countdown: the button is off until it ends.
      const countdown = await page.waitForXPath('//button[contains(., "秒后重新获取")]', { visible: true });
      if (!(await countdown!.evaluate((element) => (element as HTMLButtonElement).disabled)))
        throw new Error('the resend button is not disabled during its countdown');
      await typeInto(page, '验证码', await outboxCode(mobile));
      // Without the agreement the login is refused with SPEC §5's message.
      await tap(page, await button(page, '登录'));
      await text(page, '请接受注册协议');
      const agreement = (await page.$x('//label[contains(., "我已阅读并同意")]//input[@type="checkbox"]'))[0];
      if (!agreement) throw new Error('no agreement checkbox');
      await tap(page, agreement);
      if (!(await agreement.evaluate((element) => (element as HTMLInputElement).checked)))
        throw new Error('the agreement checkbox did not check');
      await tap(page, await button(page, '登录'));
      await text(page, '已登录');
      await page
        .waitForFunction(
          `(function () {
        var mobile = document.querySelector('[data-testid="account-mobile"]');
        var level = document.querySelector('[data-testid="vip-level"]');
        return mobile && mobile.textContent === ${JSON.stringify(`${mobile.slice(0, 3)}****${mobile.slice(7)}`)} && level && level.textContent === '普通用户';
      })()`,
          { timeout: 15_000 },
        )
        .catch(() => {
          throw new Error('the logged-in page does not show the masked mobile and 普通用户');
        });
      // The session is the server's: a fresh load of the page is still logged in.
      await open(page, `${baseUrl}/h5/login`);
      await text(page, '已登录');
      if (await page.$('input[name="mobile"]')) throw new Error('the login form is shown again after a reload');
    }),
};
