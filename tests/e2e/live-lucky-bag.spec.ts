import { createHash } from 'node:crypto';
import { expect, test, type BrowserContextOptions } from '@playwright/test';
import { axeViolations } from './axe';
import { SETTINGS_KINDS } from '@/lib/anchor/settings-fields';
import { continueInBrowser } from './app-first';
import { loginAs } from './live-support';

/**
 * The issue-17 journey: an anchor schedules a programme and opens a lucky bag, a viewer joins the room,
 * meets the condition (sends the password), the bag draws on the server, the viewer sees the result and
 * verifies it on the rule page. 王立新 (room 1) is this file's anchor.
 */
test.describe.configure({ mode: 'serial' });

/** The anchor logs in once for the file (the SMS resend limit is per mobile). */
let anchorState: BrowserContextOptions['storageState'];
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await loginAs(context.request, '13900000001');
  anchorState = await context.storageState();
  await context.close();
});

test('anchor programme + lucky bag, viewer joins, draw, result verified', async ({ browser }) => {
  test.setTimeout(90_000);
  const anchorContext = await browser.newContext({ storageState: anchorState });
  const anchor = await anchorContext.newPage();

  // The §2 redirect: the edit page without isProgramLevelCheck goes to the level check first.
  await anchor.goto('/h5/programEditPage/v2');
  await expect(anchor).toHaveURL(/programEditPageCheck/);
  await anchor.getByRole('link', { name: '以此级别新建节目' }).first().click();
  const title = `周末策略会 E2E ${Date.now() % 100000}`;
  await anchor.getByLabel('节目标题').fill(title);
  await anchor.getByLabel('节目简介').fill('本周市场回顾与下周关注方向，仅供学习参考。');
  await anchor.getByRole('button', { name: '创建节目并提交备案' }).click();
  await expect(anchor).toHaveURL(/filings/);
  await expect(anchor.getByTestId('filing').filter({ hasText: title })).toContainText('审核中');

  await anchor.goto('/h5/shareCaidanDisposition/v2');
  // An earlier run's open bag would block a new one: draw it first.
  while (await anchor.getByRole('button', { name: '立即开奖' }).count()) {
    await anchor.getByRole('button', { name: '立即开奖' }).first().click();
    await expect(anchor.getByRole('button', { name: '发起福袋' })).toBeVisible();
  }
  await anchor.getByLabel('奖品名称').fill('财蛋 88 个');
  await anchor.getByLabel('每人奖品').fill('88');
  await anchor.getByLabel('中奖人数').fill('1');
  await anchor.getByLabel('口令', { exact: true }).fill('好运连连');
  await anchor.getByRole('button', { name: '发起福袋' }).click();
  await expect(anchor.getByTestId('anchor-bag').first()).toContainText('进行中');
  // The success reads as one: the bag is running, with its draw time (not a refusal to open another).
  await expect(anchor.getByTestId('bag-running')).toContainText('福袋「财蛋 88 个」已发起');

  const viewerContext = await browser.newContext();
  await continueInBrowser(viewerContext);
  await loginAs(viewerContext.request);
  const viewer = await viewerContext.newPage();
  await viewer.goto('/h5/liveRoomDetail/v2?roomId=1');
  await expect(viewer.getByTestId('lucky-bag-entry')).toContainText('财蛋 88 个');
  await viewer.getByTestId('lucky-bag-entry').getByRole('link', { name: '去参与 ›' }).click();
  await expect(viewer).toHaveURL(/shareCaidanWatchFull/);
  const bagId = new URL(viewer.url()).searchParams.get('bagId');
  await viewer.getByRole('button', { name: '发送口令「好运连连」参与' }).click();
  await expect(viewer.getByTestId('bag-joined')).toBeVisible();
  await viewer.screenshot({ path: test.info().outputPath('viewer-joined.png') });

  await anchor.reload();
  await anchor.getByRole('button', { name: '立即开奖' }).click();
  await expect(anchor.getByTestId('anchor-bag').first()).toContainText('已开奖');

  await viewer.goto(`/h5/shareCaidanStatusFull/v2?bagId=${bagId}`);
  await expect(viewer.getByTestId('bag-my-result')).toContainText(
    '恭喜你抽中「财蛋 88 个」：88 个财蛋，已发放到你的账户',
  );
  await viewer.getByRole('link', { name: '验证开奖结果' }).click();
  await expect(viewer.getByTestId('verification')).toContainText('验证通过');
  const seed = (await viewer.getByTestId('seed').textContent())!.trim();
  expect(createHash('sha256').update(seed).digest('hex')).toBe(
    (await viewer.getByTestId('seed-hash').textContent())!.trim(),
  );
  await viewer.screenshot({ path: test.info().outputPath('viewer-verified.png'), fullPage: true });
  await Promise.all([anchorContext.close(), viewerContext.close()]);
});

/** The a11y suite sees anchor pages as a viewer (仅主播可用); here they are scanned as their anchor sees them. */
const ANCHOR_PAGES: Record<string, string[]> = {
  'workbench pages': [
    '/creatorsCenter/v2',
    '/liveRoomDisposition/v2',
    '/shareCaidanDisposition/v2',
    '/programEditPageCheck/v2',
    '/programEditPage/v2?isProgramLevelCheck=1',
    '/filings/v2',
    '/viewableUserList/v2',
    '/liveDataCenter/v2',
    '/singleBroadcastData/v2',
    '/financialCheatsDisposition/v2',
    '/configureFinancialCheats/v2?materialId=1',
  ],
  'settings pages': SETTINGS_KINDS.map((kind) => `/anchor-settings/${kind}/v2`),
};

for (const [group, paths] of Object.entries(ANCHOR_PAGES)) {
  test(`anchor ${group} pass axe (WCAG 2.1 AA) as the anchor, light and dark`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ storageState: anchorState });
    const page = await context.newPage();
    const failures: string[] = [];
    for (const path of paths) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`/h5${path}`);
      await expect(page.locator('main')).toBeVisible();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const violations = await axeViolations(page, scheme === 'light' ? 'all' : 'colour');
        failures.push(
          ...violations.map(
            (violation) => `${path} ${scheme} ${violation.id}: ${violation.nodes[0]?.target.join(' ')}`,
          ),
        );
      }
    }
    expect(failures).toEqual([]);
    await context.close();
  });
}
