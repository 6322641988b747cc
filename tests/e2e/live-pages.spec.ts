import { expect, test } from '@playwright/test';
import { CHART_BOARDS, CHART_BOARD_LABEL } from '@/lib/live/schemas';
import { LIVE_CLOCK } from '../fixtures/clocks';
import { loginAs } from './live-support';

const PAGES: Array<[string, string, RegExp]> = [
  ['/h5/programList/v2?status=replay', '节目单', /看回放/],
  ['/h5/teacherList/v2', '投顾老师', /证书编号 S\d{13}/],
  ['/h5/leader-list/v2', '名师榜', /粉丝/],
  ['/h5/rank-list/v2', '直播榜单', /热度/],
  ['/h5/rank-list/v2?kind=viewers', '直播榜单', /在线/],
  ['/h5/teacherInfo/v2?teacherId=1', '老师主页', /证书编号 S0260620110001/],
  ['/h5/teacherInfo/v2?teacherId=1&tab=licence', '老师主页', /登记日期/],
  ['/h5/professionalMessage/v2?teacherId=2', '执业信息', /S1130619080012/],
  ['/h5/liveZhuanXiang/v2', '直播专享', /会员专享/],
  ['/h5/share-live-room/v2?roomId=1', '分享直播间', /立即观看|进入直播间/],
];

test.describe('live list pages show upstream data', () => {
  for (const [path, title, content] of PAGES) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('main')).toContainText(content);
      await page.screenshot({ path: `test-results/live-page-${path.replace(/\W+/g, '-')}.png`, fullPage: true });
    });
  }

  test(`at the pinned ${LIVE_CLOCK}, today's schedule lists the three on-air rooms first, then the rest with their replays; tomorrow's is all 预告`, async ({
    page,
  }) => {
    // The status chips above the list carry the same words: count the cards by their status.
    const cards = page.locator('main li[data-status]');
    await page.goto('/h5/programList/v2');
    await expect(page).toHaveTitle('节目单');
    await expect(cards.and(page.locator('[data-status="live"]'))).toHaveCount(3);
    const statuses = await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));
    expect(statuses.slice(0, 3)).toEqual(['live', 'live', 'live']);
    expect(statuses.slice(3).every((status) => status === 'replay')).toBe(true);
    expect(statuses.length).toBeGreaterThan(3);
    await expect(cards.first()).toContainText('直播中');
    // At 22:30 the on-air programmes are evening ones, and their titles say so.
    await expect(cards.first()).toContainText('晚间策略会');
    await expect(cards.and(page.locator('[data-status="replay"]')).first()).toContainText('看回放');
    await expect(page.locator('main')).not.toContainText('回放生成中');
    await page.screenshot({ path: 'test-results/live-program-order.png' });
    await page.goto('/h5/programList/v2?day=1');
    await expect(cards.first()).toContainText('预告');
    await expect(cards.and(page.locator(':not([data-status="upcoming"])'))).toHaveCount(0);
  });

  test('over every day the order is live, then upcoming soonest first, then ended latest first', async ({ page }) => {
    await page.goto('/h5/programList/v2?day=all');
    const rows = await page.locator('main li[data-status]').evaluateAll((items) =>
      items.map((item) => ({
        status: item.getAttribute('data-status')!,
        start: item.querySelector('time')!.getAttribute('datetime')!,
      })),
    );
    const group = (status: string) => (status === 'live' ? 0 : status === 'upcoming' ? 1 : 2);
    expect(rows.length).toBeGreaterThan(10);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      expect(group(a.status)).toBeLessThanOrEqual(group(b.status));
      if (group(a.status) === group(b.status) && group(a.status) === 1) expect(a.start <= b.start).toBe(true);
      if (group(a.status) === group(b.status) && group(a.status) === 2) expect(a.start >= b.start).toBe(true);
    }
    // Ended programmes mostly have their replay: 回放生成中 is the exception.
    const ended = rows.filter((row) => group(row.status) === 2);
    expect(ended.filter((row) => row.status === 'replay').length).toBeGreaterThan(ended.length / 2);
  });

  test('the 在线榜 lists only anchors on air', async ({ page }) => {
    await page.goto('/h5/rank-list/v2?kind=viewers');
    const rows = page.getByTestId('room-rank').locator('li');
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) await expect(row).toContainText('直播中');
  });

  test('/popularCharts/v2 redirects to the popularity board and every board ranks with arrows', async ({ page }) => {
    await page.goto('/h5/popularCharts/v2');
    await expect(page).toHaveURL(/\/h5\/popularCharts\/v2\/popularity-list/);
    for (const board of CHART_BOARDS) {
      await page.goto(`/h5/popularCharts/v2/${board}`);
      await expect(page).toHaveTitle(CHART_BOARD_LABEL[board].title);
      const rows = page.getByTestId('chart-entries').locator('li');
      await expect(rows).toHaveCount(6);
      await expect(page.getByTestId('chart-entries')).toContainText(/▲|▼|—|新上榜/);
    }
    await page.screenshot({ path: 'test-results/live-page-period-list.png', fullPage: true });
  });

  test('a programme can be reserved after login and the count moves', async ({ page, context }) => {
    await loginAs(context.request);
    await page.goto('/h5/programList/v2?status=upcoming');
    // The last upcoming programme: the contract tests reserve the first one, possibly at the same time.
    const button = page.getByRole('button', { name: /^预约 · \d+$/ }).last();
    const before = Number((await button.textContent())!.split('·')[1]);
    await button.click();
    // Reserving is app-first outside the app (SPEC §1): the offer first, then the browser.
    await page
      .getByRole('dialog', { name: /预约直播/ })
      .getByRole('button', { name: '继续在浏览器中预约直播' })
      .click();
    await expect(page.getByRole('button', { name: `已预约 · ${before + 1}` })).toBeVisible();
  });

  test('unknown ids give a clear empty state, not an error page', async ({ page }) => {
    await page.goto('/h5/liveRoomDetail/v2?roomId=999');
    await expect(page.getByText('直播间不存在')).toBeVisible();
    await page.goto('/h5/teacherInfo/v2?teacherId=999');
    await expect(page.getByText('老师不存在')).toBeVisible();
    await page.goto('/h5/subscriptionDetail/v2');
    await expect(page.getByText('缺少节目参数')).toBeVisible();
  });

  test('a visitor who follows is offered the app first, then continues in the browser to login', async ({ page }) => {
    await page.goto('/h5/teacherList/v2');
    await page.getByRole('button', { name: '+ 关注' }).first().click();
    await page
      .getByRole('dialog', { name: /关注老师/ })
      .getByRole('button', { name: '继续在浏览器中关注老师' })
      .click();
    await expect(page).toHaveURL(/\/h5\/login\?redirect=%2Fh5%2FteacherList%2Fv2/);
  });
});
