import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import type { Journey } from '../journeys';
import {
  button,
  link,
  loginThroughBff,
  onPhone,
  open,
  tap,
  text,
  typeInto,
  upstream,
  urlMatches,
} from '../journey-helpers';

/** Answers giving C3 (稳健型, 59 points: R1–R3 services), with one contradiction to confirm (tests/e2e/compliance-risk.spec.ts). */
const ANSWERS: Array<[string, string]> = [
  ['q1', '31–50岁'],
  ['q2', '大学本科'],
  ['q3', '国债、货币市场基金等'],
  ['q3', '股票、混合型基金等'],
  ['q4', '两者各一半'],
  ['q5', '一般：对金融产品及其风险有一定了解'],
  ['q6', '50万–300万元'],
  ['q7', '10%–30%'],
  ['q8', '房贷等长期定额债务'],
  ['q9', '1–3年'],
  ['q10', '③股票、混合型基金等中风险产品'],
  ['q11', '可接受小幅亏损（10%以内）以换取略高收益'],
  ['q12', '改善生活品质'],
  ['q13', '学生'],
  ['q14', '无'],
  ['q15', '工资、劳务报酬'],
];

/** The risk assessment the order page sends a new buyer to: 15 questions, a contradiction confirmed, signed. */
async function takeRiskAssessment(page: Page): Promise<void> {
  await tap(page, await button(page, '开始测评'));
  for (const [question, option] of ANSWERS) {
    const choice = (await page
      .waitForXPath(`//fieldset[@data-question="${question}"]//label[normalize-space(span)="${option}"]`, {
        visible: true,
        timeout: 10_000,
      })
      .catch(() => null)) as ElementHandle<HTMLLabelElement> | null;
    if (!choice) throw new Error(`no option 「${option}」 in ${question}`);
    await tap(page, choice);
    if (!(await choice.evaluate((element) => (element.querySelector('input') as HTMLInputElement).checked)))
      throw new Error(`option 「${option}」 of ${question} did not check`);
  }
  await text(page, '已答 15/15');
  await tap(page, await button(page, '提交问卷'));
  await text(page, '您的职业为学生，但主要收入来源为工资或经营性收入');
  await tap(page, await button(page, '确认属实'));
  const preview = await page.waitForSelector('[data-testid="risk-preview"]', { visible: true, timeout: 10_000 });
  const level = await preview!.evaluate((element) => element.textContent);
  if (level !== 'C3（稳健型），得分 59 分') throw new Error(`the assessment shows ${level}`);
  await typeInto(page, '签署确认（请输入您的姓名）', '李明');
  const confirm = (await page.$x('//label[contains(., "确认上述评估结果")]/input[@type="checkbox"]'))[0] as
    ElementHandle<HTMLInputElement> | undefined;
  if (!confirm) throw new Error('no confirmation checkbox on the signing step');
  await tap(page, confirm);
  await tap(page, await button(page, '确认并签署'));
  await text(page, '稳健型');
  await tap(page, await link(page, '完成'));
}

/** From the sale page to a paid VIP month as a new user: risk assessment, confirm order → sandbox cashier → 确认支付 → result page. */
export const buyVipMonth: Journey = {
  name: 'buy a VIP month through the sandbox cashier',
  run: async (engine, baseUrl) => {
    const { cookies } = await loginThroughBff(baseUrl);
    await onPhone(engine, baseUrl, 'buy-vip-month', { cookies }, async ({ page }) => {
      await open(page, `${baseUrl}/h5/openMember`);
      await tap(page, await link(page, 'VIP连续包月', { partial: true }));
      await urlMatches(page, /\/h5\/pay\?plan_id=vip-month/);
      // VIP is an R2 service: a buyer without an assessment is sent to take it, and comes back here.
      await text(page, '购买前请先完成风险承受能力测评');
      await tap(page, await link(page, '去测评'));
      await urlMatches(page, /\/h5\/riskAssessment\?/);
      await takeRiskAssessment(page);
      await urlMatches(page, /\/h5\/pay\?plan_id=vip-month/);
      await text(page, '实付金额');
      await text(page, '¥28.00');
      const agreement = await page.waitForSelector('input[type="checkbox"]', { visible: true });
      await tap(page, agreement!);
      await tap(page, await button(page, '确认开通'));
      await urlMatches(page, /\/sandbox\/cashier\//, { ours: false });
      await text(page, '沙箱收银台');
      await text(page, '¥28.00');
      const pay = await page.waitForXPath('//button[contains(normalize-space(.), "确认支付")]', { visible: true });
      await tap(page, pay!);
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
  await page
    .waitForXPath(`${hero}/strong[normalize-space(.)="${available}"]`, { visible: true, timeout: 15_000 })
    .catch(() => {
      throw new Error(`the wallet does not show 可提现余额 ${available}`);
    });
  if (!(await page.$x(`${hero}//span[contains(., "冻结中")]/strong[normalize-space(.)="${frozen}"]`)).length)
    throw new Error(`the wallet does not show 冻结中 ${frozen}`);
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
        if (request.method() === 'POST' && request.url().includes('/h5/api/wallet/withdrawals'))
          sent.push(request.url());
      });
      await open(page, `${baseUrl}/h5/walletCenter/balance`);
      await balanceIs(page, '10.00', '0.00');
      await tap(page, await link(page, '提现'));
      await urlMatches(page, /\/h5\/walletCenter\/withdrawal/);
      await text(page, '可提现10.00元');

      const refused = async (amount: string, message: string) => {
        await typeInto(page, '提现金额（元）', amount);
        const alert = await page
          .waitForXPath(`//form//*[@role="alert"][normalize-space(.)="${message}"]`, { visible: true, timeout: 10_000 })
          .catch(() => null);
        if (!alert) throw new Error(`「${amount}」 shows no 「${message}」`);
        for (const name of ['获取验证码', '确认提现']) {
          const control = await button(page, name);
          if (!(await control.evaluate((element) => (element as HTMLButtonElement).disabled)))
            throw new Error(`「${name}」 is enabled with the amount 「${amount}」`);
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
