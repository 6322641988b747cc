import { expect, test, type Page } from '@playwright/test';
import { submissionFor } from '../contract/compliance-support';
import { loginAs } from './live-support';

/**
 * The product pay popups (course, butler, dragon tool, bundle): each sheet shows what is sold with its
 * disclosures and sends one plan id to the one confirm page; the bundle is bought in the browser channel.
 */
const shots = process.env.POPUP_SHOTS
  ? (page: Page, name: string) => page.screenshot({ path: `test-results/popups-${name}.png` })
  : async () => undefined;

test.describe('product pay popups', () => {
  test('the course, butler and dragon sheets show the product, its disclosure and go to the confirm page', async ({
    page,
  }) => {
    await loginAs(page.context().request);
    await page.goto('/h5/coursePayPopup?course_id=course-kline&source_id=live_88');
    const course = page.getByRole('dialog', { name: 'K线形态实战课（20讲）' });
    await expect(course.getByText('A0680622010015')).toBeVisible();
    await expect(course.getByRole('link', { name: /K线形态实战课（20讲）.*¥199\.00/ })).toHaveAttribute(
      'href',
      '/h5/pay?plan_id=course-kline&source=live_88',
    );
    await shots(page, 'course');
    await page.goto('/h5/butlerPayPopup');
    const butler = page.getByRole('dialog', { name: '投顾管家' });
    await expect(butler.getByText(/服务风险等级R3（中风险）/)).toBeVisible();
    await expect(butler.getByRole('link', { name: /投顾管家·/ })).toHaveCount(2);
    await shots(page, 'butler');
    await page.goto('/h5/buyDragonPopup');
    await expect(
      page
        .getByRole('dialog', { name: '解锁龙虎榜高级数据' })
        .getByRole('link', { name: /龙虎榜高级数据·90天.*¥99\.00/ }),
    ).toBeVisible();
    await shots(page, 'dragon');
    await page.goto('/h5/coursePayPopup?course_id=nope');
    await expect(page.getByText('课程不存在或已下架')).toBeVisible();
  });

  test('browser: the bundle sheet → confirm (list price, saving) → H5 cashier → SVIP and the course granted', async ({
    page,
  }) => {
    await loginAs(page.context().request);
    expect(
      (await page.context().request.post('/h5/api/compliance/evaluations', { data: submissionFor(4) })).status(),
    ).toBe(200);
    await page.goto('/h5/buyMergePopup?bundle_id=merge-svip-course&source_id=live_88');
    const sheet = page.getByRole('dialog', { name: '组合购买更划算' });
    await expect(sheet.getByText('¥396.00（8.5折，立省¥71.00）')).toBeVisible();
    await shots(page, 'merge');
    await sheet.getByRole('link', { name: /SVIP季卡 \+ K线形态实战课.*¥396\.00/ }).click();
    await expect(page.getByRole('heading', { name: 'SVIP季卡 + K线形态实战课' })).toBeVisible();
    await expect(page.getByText('-¥71.00')).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: /^¥\d/ }).last()).toHaveText('¥396.00');
    await shots(page, 'merge-pay');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '确认开通' }).click();
    await expect(page.getByRole('heading', { name: '沙箱收银台' })).toBeVisible();
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('已开通课程')).toBeVisible();
    await expect(page.getByText(/^K线形态实战课（20讲）（/)).toBeVisible();
    await expect(page.getByText('已开通会员')).toBeVisible();
    await shots(page, 'merge-result');
  });
});
