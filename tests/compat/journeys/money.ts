import type { HTTPRequest, Page } from 'puppeteer-core';
import { submissionFor } from '../../contract/compliance-support';
import type { Journey } from '../journeys';
import { bff, button, link, loginThroughBff, onPhone, open, text, typeInto, upstream, urlMatches } from '../journey-helpers';

/** From the sale page to a paid VIP month: confirm order → sandbox cashier → 确认支付 → result page. */
export const buyVipMonth: Journey = {
  name: 'buy a VIP month through the sandbox cashier',
  run: async (engine, baseUrl) => {
    const { cookies } = await loginThroughBff(baseUrl);
    // VIP is an R2 service: the buyer has a risk assessment on file (its own journey is the questionnaire's).
    await bff(baseUrl, '/compliance/evaluations', { cookies, body: submissionFor(4) });
    await onPhone(engine, baseUrl, 'buy-vip-month', { cookies }, async ({ page }) => {
      await open(page, `${baseUrl}/h5/openMember`);
      await (await link(page, 'VIP连续包月', { partial: true })).click();
      await urlMatches(page, /\/h5\/pay\?plan_id=vip-month/);
      await text(page, '实付金额');
      await text(page, '¥28.00');
      const agreement = await page.waitForSelector('input[type="checkbox"]', { visible: true });
      await agreement!.click();
      await (await button(page, '确认开通')).click();
      await urlMatches(page, /\/sandbox\/cashier\//);
      await text(page, '沙箱收银台');
      await text(page, '¥28.00');
      const pay = await page.waitForXPath('//button[contains(normalize-space(.), "确认支付")]', { visible: true });
      await pay!.click();
      await urlMatches(page, /\/h5\/llczd\/m\/PResultPage\?order_no=LC\d+/);
      await text(page, '支付成功', 20_000);
      await text(page, '已支付');
      await text(page, 'VIP会员（');
      // What the user paid for: the member pages know the new level.
      await open(page, `${baseUrl}/h5/membershipInterests`);
      await page.waitForSelector('[data-member-level="VIP"]', { visible: true, timeout: 15_000 }).catch(() => {
        throw new Error('the member page does not show the VIP level after payment');
      });
    });
  },
};

/** 可提现余额 and 冻结中 on the wallet page. */
async function balanceIs(page: Page, available: string, frozen: string): Promise<void> {
  const hero = '//section[@aria-labelledby="wallet-available"]';
  await page.waitForXPath(`${hero}/strong[normalize-space(.)="${available}"]`, { visible: true, timeout: 15_000 }).catch(() => {
    throw new Error(`the wallet does not show 可提现余额 ${available}`);
  });
  if (!(await page.$x(`${hero}//span[contains(., "冻结中")]/strong[normalize-space(.)="${frozen}"]`)).length) throw new Error(`the wallet does not show 冻结中 ${frozen}`);
}

/** The wallet: a withdrawal of more than the balance, then a malformed amount, is refused on the page and never sent. */
export const badWithdrawal: Journey = {
  name: 'withdrawal with a bad amount',
  run: async (engine, baseUrl) => {
    const { mobile, cookies } = await loginThroughBff(baseUrl);
    await upstream('/__dev/wallet/fund', { mobile, cash_fen: 1_000, realname: true, account: true });
    await onPhone(engine, baseUrl, 'withdrawal-bad-amount', { cookies }, async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (request: HTTPRequest) => {
        if (request.method() === 'POST' && request.url().includes('/h5/api/wallet/withdrawals')) sent.push(request.url());
      });
      await open(page, `${baseUrl}/h5/walletCenter/balance`);
      await balanceIs(page, '10.00', '0.00');
      await (await link(page, '提现')).click();
      await urlMatches(page, /\/h5\/walletCenter\/withdrawal/);
      await text(page, '可提现10.00元');

      const refused = async (amount: string, message: string) => {
        await typeInto(page, '提现金额（元）', amount);
        const alert = await page.waitForXPath(`//form//*[@role="alert"][normalize-space(.)="${message}"]`, { visible: true, timeout: 10_000 }).catch(() => null);
        if (!alert) throw new Error(`「${amount}」 shows no 「${message}」`);
        for (const name of ['获取验证码', '确认提现']) {
          const control = await button(page, name);
          if (!(await control.evaluate((element) => (element as HTMLButtonElement).disabled))) throw new Error(`「${name}」 is enabled with the amount 「${amount}」`);
        }
        // Enter in the field (the keyboard's 前往) must not submit it either.
        await page.keyboard.press('Enter');
      };
      await refused('20', '可提现余额不足');
      await refused('1.234', '请输入正确的提现金额');
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined);
      if (sent.length) throw new Error(`a bad amount was sent: ${sent.join(', ')}`);
      // Nothing left the wallet: no record, the balance as it was.
      await open(page, `${baseUrl}/h5/walletCenter/cashingRecords`);
      await text(page, '暂无提现记录');
      await open(page, `${baseUrl}/h5/walletCenter/balance`);
      await balanceIs(page, '10.00', '0.00');
    });
  },
};
