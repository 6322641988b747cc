import { expect, test } from '@playwright/test';
import { COMPANY } from '@/content/legal/company';
import { shot } from './compliance-screens';

test.describe('compliance popups', () => {
  test('qualification and filing popups render their facts on the server', async ({ page }) => {
    await page.goto('/h5/aptitudePopup?adviser=%E6%9D%8E%E6%98%8E&certNo=A0123456789012');
    const dialog = page.getByRole('dialog', { name: '资质信息' });
    await expect(dialog).toContainText(COMPANY.advisor);
    await expect(dialog).toContainText('李明（执业编号 A0123456789012）');
    await page.screenshot({ path: shot('aptitude-popup.png') });
    await page.goto('/h5/regulatoryRecordsPopup');
    await expect(page.getByRole('dialog', { name: '监管备案信息' })).toContainText(COMPANY.icp);
    await page.screenshot({ path: shot('regulatory-popup.png') });
  });

  test('the OCR authorisation needs a login to be recorded', async ({ page }) => {
    await page.goto('/h5/ocrAgreement');
    const dialog = page.getByRole('dialog', { name: '身份证识别授权' });
    await expect(dialog).toContainText('识别结果仅用于核验您的身份');
    await dialog.getByRole('button', { name: '同意授权' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('请先登录后再签署');
    await page.screenshot({ path: shot('ocr-popup.png') });
  });

  test('risk popup and certification popup ask a visitor to log in', async ({ page }) => {
    const risk = await page.request.get('/h5/riskAssessmentPopup', { maxRedirects: 0 });
    expect(risk.status()).toBe(307);
    expect(risk.headers()['location']).toContain('/h5/login');
    await page.goto('/h5/certificationPopup');
    await expect(page.getByRole('dialog', { name: '认证提示' })).toContainText('请先登录');
  });
});
