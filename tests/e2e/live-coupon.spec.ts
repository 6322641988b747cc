import type { Page } from '@playwright/test';
import { expect, test } from './app-first';
import { axeViolations } from './axe';
import { loginAs } from './live-support';

/**
 * Live coupons in the browser: a visitor sees every state of room 2's seeded coupons, a
 * logged-in viewer claims one from the page, and both pages pass axe in the light and dark theme.
 * Screenshots at 375×812 go to test-results/live-coupon/ for a look.
 */
const SHOTS = 'test-results/live-coupon';

async function axeClean(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    const violations = await axeViolations(page, scheme === 'light' ? 'all' : 'colour');
    expect(violations.map((violation) => `${scheme} ${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual(
      [],
    );
  }
}

test('a visitor sees each state; a viewer claims a coupon and it shows as claimed with the stock taken', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/h5/liveCoupon/v2?roomId=2');
  await expect(page).toHaveTitle(/直播间优惠券/);
  const cards = page.getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(page.getByRole('button', { name: /^立即领取\s*：/ })).toHaveCount(3);
  await expect(cards.filter({ hasText: '已抢光' })).toHaveCount(1);
  await expect(cards.filter({ hasText: '已过期' })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/room-visitor.png`, fullPage: true });
  await axeClean(page);

  await loginAs(page.request);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/h5/liveCoupon/v2?roomId=2');
  const first = cards.filter({ hasText: '直播间满100减20' });
  const before = Number((await first.getByText(/^剩余/).textContent())!.match(/剩余(\d+)/)![1]);
  await first.getByRole('button', { name: /^立即领取\s*：直播间满100减20$/ }).click();
  await expect(first.getByText('已领取')).toBeVisible();
  await expect(first.getByText(/^剩余/)).toHaveText(new RegExp(`^剩余${before - 1}/`));
  await page.reload();
  await expect(first.getByText('已领取')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/room-claimed.png`, fullPage: true });

  await page.goto('/h5/liveCoupon/v2/playbackPopup?roomId=2');
  await expect(page.getByRole('heading', { name: '回放专享优惠券' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '直播间满100减20' }).getByText('已领取')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/playback-popup.png`, fullPage: true });
  await axeClean(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/playback-popup-dark.png`, fullPage: true });
});
