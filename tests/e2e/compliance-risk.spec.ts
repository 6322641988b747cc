import { shot } from './compliance-screens';
import { expect, test, type Page } from '@playwright/test';
import { QUESTIONNAIRE_V1 as Q } from '@/lib/compliance/questionnaire-v1';
import { freshMobile, outboxCode } from '../contract/bff-helpers';

/** A new user logs in by SMS the way the login page does it (h2's BFF contract). */
async function loginNewUser(page: Page): Promise<string> {
  const mobile = freshMobile();
  expect((await page.request.post('/h5/api/uaa/oauth/sms-code', { data: { mobile } })).status()).toBe(200);
  const code = await outboxCode(mobile);
  const response = await page.request.post('/h5/api/uaa/oauth/token', {
    data: { grant_type: 'sms', mobile, code, agreement: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return mobile;
}

async function choose(page: Page, questionId: string, label: string) {
  await page.locator(`[data-question="${questionId}"]`).getByText(label, { exact: true }).click();
}

test.describe('risk assessment as a new user takes it', () => {
  test('answers 15 questions, confirms a contradiction, signs and sees C3 with R1–R3', async ({ page }) => {
    await loginNewUser(page);
    await page.goto('/h5/riskAssessment');
    await expect(page.getByText(Q.statements[0])).toBeVisible();
    await page.screenshot({ path: shot('risk-intro.png') });
    await page.getByRole('button', { name: '开始测评' }).click();

    // Submitting early marks the unanswered questions.
    await page.getByRole('button', { name: '提交问卷' }).click();
    await expect(page.locator('[data-question="q1"] legend')).toContainText('请作答');

    const picks: Array<[string, string]> = [
      ['q1', '31–50岁'],
      ['q2', '大学本科'],
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
    for (const [id, label] of picks) await choose(page, id, label);
    // Multi-choice: the exclusive "无任何投资经验" disables the others until cleared.
    await choose(page, 'q3', '无任何投资经验');
    await expect(page.locator('[data-question="q3"] input[value="q3a"]')).toBeDisabled();
    await choose(page, 'q3', '无任何投资经验');
    await choose(page, 'q3', '国债、货币市场基金等');
    await choose(page, 'q3', '股票、混合型基金等');
    await expect(page.getByText('已答 15/15')).toBeVisible();
    await page.screenshot({ path: shot('risk-questions.png'), fullPage: false });

    await page.getByRole('button', { name: '提交问卷' }).click();
    const dialog = page.getByRole('alertdialog', { name: '请确认您的回答' });
    await expect(dialog).toContainText('您的职业为学生，但主要收入来源为工资或经营性收入');
    await page.screenshot({ path: shot('risk-consistency.png') });
    await dialog.getByRole('button', { name: '确认属实' }).click();

    // 6+3+7+4+3+6+4+4+4+4+4+3+0+4+3 = 59 → C3 稳健型.
    await expect(page.getByTestId('risk-preview')).toHaveText('C3（稳健型），得分 59 分');
    const sign = page.getByRole('button', { name: '确认并签署' });
    await expect(sign).toBeDisabled();
    await page.getByLabel('签署确认（请输入您的姓名）').fill('李明');
    await page.getByRole('checkbox').check();
    await page.screenshot({ path: shot('risk-sign.png') });
    await sign.click();

    const result = page.getByTestId('risk-result');
    await expect(result).toContainText('C3');
    await expect(result).toContainText('稳健型');
    await expect(result).toContainText('R1–R3');
    await expect(result).toContainText('59分');
    await expect(result).toContainText('李明');
    await page.screenshot({ path: shot('risk-result.png') });

    // The upstream holds it: the BFF reports it, and the page shows the stored result on reload.
    const status = await (await page.request.get('/h5/api/certification/has-evaluation')).json();
    expect(status.data).toMatchObject({ has_evaluation: true, level: 3 });
    const info = await (await page.request.get('/h5/api/certification/info')).json();
    expect(info.data.evaluation.option_value).toBe(1);
    await page.goto('/h5/riskAssessment');
    await expect(page.getByTestId('risk-result')).toContainText('稳健型');
    await expect(page.getByRole('link', { name: '重新测评' })).toBeVisible();

    await page.goto('/h5/riskAssessmentPopup');
    await expect(page.getByTestId('risk-popup')).toContainText('C3');
  });

  test('a conservative user gets the extra question; 否 makes them 最低类别 (R1 only)', async ({ page }) => {
    await loginNewUser(page);
    await page.goto('/h5/riskAssessment');
    await page.getByRole('button', { name: '开始测评' }).click();
    for (const question of Q.questions) {
      const cheapest = question.options.reduce((low, option) => (option.score < low.score ? option : low));
      await choose(page, question.id, cheapest.label);
    }
    await expect(page.locator('[data-question="extra"]')).toContainText('您是否具有完全民事行为能力');
    await choose(page, 'extra', '否');
    await page.getByRole('button', { name: '提交问卷' }).click();
    // The cheapest answers trip no consistency rule, so the sign step follows at once.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByTestId('risk-preview')).toContainText('风险承受能力最低类别');
    await page.getByLabel('签署确认（请输入您的姓名）').fill('王芳');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '确认并签署' }).click();
    await expect(page.getByTestId('risk-result')).toContainText('仅能向您提供R1级');
    const gate = await (await page.request.get('/h5/api/compliance/suitability?risk=2')).json();
    expect(gate.data.decision).toBe('refuse');
  });

  test('certification centre shows the steps, masks the real name and passes once every step is done', async ({
    page,
  }) => {
    await loginNewUser(page);
    await page.goto('/h5/authentication/info');
    await expect(page.getByTestId('certification-status')).toHaveAttribute('data-certified', 'false');
    await expect(page.getByTestId('certification-status')).toContainText('请先完成身份证件认证');
    await page.goto('/h5/verified');
    await page.getByLabel('真实姓名').fill('张三丰');
    await page.getByLabel('身份证号码').fill('11010519491231002X');
    await page.getByRole('checkbox').check();
    await page.screenshot({ path: shot('verified-form.png') });
    await page.getByRole('button', { name: '提交认证' }).click();
    await page.waitForURL(/authForAli/);
    await page.getByRole('button', { name: '开始人脸识别' }).click();
    await page.waitForURL(/authentication\/info/);
    await expect(page.getByText('张**')).toBeVisible();
    await expect(page.getByText('1101**********002X')).toBeVisible();
    await expect(page.getByTestId('certification-status')).toContainText('请先完成风险承受能力测评');
    await page.getByLabel('机构编号').fill('1001');
    await page.getByLabel('企业编号').fill('20001');
    await page.getByRole('button', { name: '提交授权' }).click();
    await expect(page.getByText('✓ 已授权')).toBeVisible();
    await page.screenshot({ path: shot('certification-info.png') });
    await page.goto('/h5/certificationPopup');
    await expect(page.getByTestId('certification-popup')).toContainText('请先完成风险承受能力测评');
    await page.screenshot({ path: shot('certification-popup.png') });
  });

  test('agreement signing popup records a consent per document', async ({ page }) => {
    await loginNewUser(page);
    await page.goto('/h5/agreementSignPopup');
    const popup = page.getByTestId('agreement-sign-popup');
    await expect(popup).toContainText('证券投资顾问服务协议');
    await page.screenshot({ path: shot('agreement-sign-popup.png') });
    await popup.getByRole('checkbox').check();
    await popup.getByRole('button', { name: '同意并签署' }).click();
    await expect
      .poll(
        async () => ((await (await page.request.get('/h5/api/compliance/consents')).json()).data as unknown[]).length,
      )
      .toBe(3);
    const consents = (await (await page.request.get('/h5/api/compliance/consents')).json()).data as Array<{
      agreement_id: string;
      version: string;
    }>;
    expect(consents.map((c) => `${c.agreement_id}@${c.version}`).sort()).toEqual(
      ['confirmation@V1.2', 'new-securitiesInvestmentAdvisoryRisk@V3.0', 'securitiesInvestmentConsultant@V3.4'].sort(),
    );
  });
});
