import { expect, test } from '@playwright/test';
import { loginAs } from './live-support';
import { expectDataPage, follow, shot } from './market-support';
import { armed } from './hydration';

/** Market tools II: every page with data, bad input, keep-alive, search and the free-use confirmation. */
const PAGES = [
  '/tool/hot-stock',
  '/tool/hot-stock?pool=broken',
  '/tool/hot-stock/rising',
  '/tool/rzrq',
  '/tool/rzrq/search?code=600519',
  '/hotspotTheme/index',
  '/hotspotTheme/detail',
  '/technologicalForms/index',
  '/technologicalForms/list',
  '/technologicalForms/detail',
  '/mineClearance/index?code=600519',
  '/mineClearance/specIndex',
  '/conditionalSeletor/detail',
  '/similar-candlestick/index',
  // 600519's own year may hold no window of ≥ 80 % similarity; the whole market always does.
  '/result?code=300750&window=20&scope=all&match=1',
  '/stock?code=600519',
  '/aiDiagnosis',
  '/aiDiagnosisSecond?code=600519',
  '/aiDiagnosisDetail?code=600519&dim=news',
  '/aiDiagnosisOtherUse?code=600519',
];

test.describe('market tools II at 375×812', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every page renders its data, the as-of time and the disclaimer', async ({ page }) => {
      test.setTimeout(60_000);
      for (const path of PAGES) {
        expect((await page.goto(`/h5${path}`))?.status(), path).toBe(200);
        await expectDataPage(page);
        await shot(page, `tools2${path.replace(/\W+/g, '-')}`);
      }
    });

    test('the 涨停 pool is a readable table with seal times, boards and reasons linking to their theme', async ({
      page,
    }) => {
      await page.goto('/h5/tool/hot-stock');
      const table = page.getByRole('table', { name: '涨停股池' });
      await expect(table.getByRole('columnheader', { name: '封板资金' })).toBeVisible();
      const first = table.getByRole('row').nth(1);
      await expect(first).toContainText(/\d{2}:\d{2}:\d{2}/);
      await first.getByRole('link').last().click();
      await expect(page).toHaveURL(/hotspotTheme\/detail\?code=\d{5}/);
      await expect(page.getByRole('region', { name: '题材成分股（可左右滑动）' })).toBeVisible();
    });

    const BAD: [string, string][] = [
      ['/similar-candlestick/index?code=600519&window=4', '窗口须为5至120个交易日'],
      ['/similar-candlestick/index?window=121', '窗口须为5至120个交易日'],
      ['/searchPage?q=', '请输入股票代码、名称或拼音首字母'],
      [`/searchPage?q=${'a'.repeat(200)}`, '搜索内容不能超过20个字'],
      ['/stock?code=12345x', '股票代码格式有误：12345x'],
      ['/tool/hot-stock?pool=hot', '未知的股池'],
    ];
    test('bad input gets the §8 message and no 500', async ({ page }) => {
      for (const [path, message] of BAD) {
        expect((await page.goto(`/h5${path}`))?.status(), path).toBe(200);
        await expect(page.getByTestId('bad-input')).toContainText(message);
        await expect(page.getByTestId('bad-input')).toContainText('缺少相关参数');
      }
    });

    test('an unknown code is 未找到该股票, not an error', async ({ page }) => {
      await page.goto('/h5/stock?code=123456');
      await expect(page.getByTestId('stock-not-found')).toBeVisible();
    });
  });

  test('search by pinyin initials: gzmt → 贵州茅台 → /stock, remembered in 最近搜索', async ({ page }) => {
    await page.goto('/h5/searchPage');
    const box = page.getByRole('search').getByRole('textbox');
    await box.fill('gzmt');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=gzmt/);
    const row = page.getByTestId('stock-row').first();
    await expect(row).toContainText('贵州茅台');
    await armed(page, 'recentSearches');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/stock\?code=600519/);
    await expect(page.getByRole('heading', { name: /贵州茅台/ })).toBeVisible();
    await page.goto('/h5/searchPage');
    await expect(page.getByTestId('recent-search').first()).toHaveText('贵州茅台');
  });

  test('screener: chips change the count; back from the result restores conditions and scroll (keep-alive)', async ({
    page,
  }) => {
    await page.goto('/h5/conditionalSeletor/index');
    const count = page.getByTestId('screener-count');
    const all = await count.innerText();
    await follow(page, page.getByRole('link', { name: '+ ROE' }), /c=roe/);
    await expect(count).not.toHaveText(all);
    await page.getByRole('form', { name: 'ROE范围' }).getByLabel('ROE下限').fill('15');
    await page.getByRole('form', { name: 'ROE范围' }).getByRole('button', { name: '应用' }).click();
    await expect(page).toHaveURL(/c=roe(%3A|:)15(~|%7E)/);
    // A scroll before the keep-alive listener has hydrated is not saved, and scrolling to where the page
    // already is fires no event: each poll that finds nothing saved moves between the bottom and just
    // above it, so a scroll event follows every poll until one is saved.
    const saved = await page.waitForFunction(
      () => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('h5:scroll:/conditionalSeletor/index'));
        const y = Number(key ? sessionStorage.getItem(key) : 0);
        if (y > 50 && y === Math.round(window.scrollY)) return y;
        const bottom = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo(0, Math.round(window.scrollY) >= bottom - 1 ? bottom - 20 : bottom);
        return null;
      },
      undefined,
      { polling: 250 },
    );
    const y = Number(await saved.jsonValue());
    const results = page.getByTestId('screener-results');
    const shown = Number((await results.innerText()).match(/\d+/)?.[0]);
    await results.click();
    await expect(page).toHaveURL(/conditionalSeletor\/detail\?c=roe/);
    await expect(page.getByText(`${shown} / `)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'ROE(%)' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/conditionalSeletor\/index\?c=roe/);
    await expect(page.getByRole('form', { name: 'ROE范围' }).getByLabel('ROE下限')).toHaveValue('15');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  });

  test('screener: a bad range is said beside its condition and keeps the page; 清空条件 wipes; results sort from the URL', async ({
    page,
  }) => {
    await page.goto('/h5/conditionalSeletor/index?c=pe:0~30,roe:10~');
    const pe = page.getByRole('form', { name: '市盈率TTM范围' });
    await pe.getByLabel('市盈率TTM下限').fill('40');
    await pe.getByRole('button', { name: '应用' }).click();
    await expect(pe.getByRole('alert')).toHaveText('「市盈率TTM」最小值不能大于最大值');
    // The page, the typed value and the other condition stay; nothing was applied.
    await expect(pe.getByLabel('市盈率TTM下限')).toHaveValue('40');
    await expect(page.getByRole('form', { name: 'ROE范围' })).toBeVisible();
    await expect(page.getByTestId('bad-input')).toHaveCount(0);
    await shot(page, 'tools2-screener-range-error');
    await pe.getByLabel('市盈率TTM下限').fill('5');
    await pe.getByRole('button', { name: '应用' }).click();
    await expect(page).toHaveURL(/c=pe(%3A|:)5(~|%7E)30/);
    await expect(pe.getByRole('alert')).toHaveCount(0);

    await follow(page, page.getByTestId('screener-results'), /conditionalSeletor\/detail\?c=pe/);
    const sort = page.getByRole('navigation', { name: '排序方式' });
    await follow(page, sort.getByRole('link', { name: /按市盈率TTM/ }), /sort=pe&order=desc/);
    const column = async () =>
      (await page.getByRole('table', { name: '选股结果' }).getByRole('row').allInnerTexts())
        .slice(1)
        .map((row) => Number(row.split(/\s+/).at(-2)));
    const desc = await column();
    expect(desc.length).toBeGreaterThan(3);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await follow(page, sort.getByRole('link', { name: /按市盈率TTM从低到高/ }), /sort=pe&order=asc/);
    const asc = await column();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await shot(page, 'tools2-screener-sorted');
    await follow(page, page.getByRole('link', { name: '修改条件 ›' }), /conditionalSeletor\/index\?c=pe/);
    await expect(page.getByRole('form', { name: 'ROE范围' })).toBeVisible();
    await follow(page, page.getByTestId('screener-clear'), /conditionalSeletor\/index$/);
    await expect(page.getByText('从下方添加条件，或选择一个系统策略。')).toBeVisible();
  });

  test('similar K-line: searching all stocks lists matches with forward returns and an aggregate with n', async ({
    page,
  }) => {
    await page.goto('/h5/similar-candlestick/index?code=300750&window=20&scope=all');
    const stats = page.getByRole('table', { name: '相似走势后续表现统计' });
    await expect(stats.getByRole('row')).toHaveCount(6);
    await expect(stats).toContainText('20日');
    // Only windows of at least 80 % similarity are listed.
    for (const cell of await page.getByRole('table', { name: '相似走势列表' }).getByRole('row').allInnerTexts()) {
      const r = cell.match(/(\d+\.\d+)%/);
      if (r) expect(Number(r[1])).toBeGreaterThanOrEqual(80);
    }
    await follow(page, page.getByRole('link', { name: '对比 ›' }).first(), /\/result\?.*match=1/);
    await expect(page.getByRole('img', { name: /宁德时代最近20日/ })).toBeVisible();
    await shot(page, 'tools2-result-match');
  });

  test('diagnosis-confirm: a logged-in user spends one free use and lands on the report', async ({ page }) => {
    await loginAs(page.request);
    await page.goto('/h5/diagnosis-confirm?code=600519');
    await expect(page.getByText('剩余免费')).toBeVisible();
    await expect(page.getByText('3 / 3 次')).toBeVisible();
    await page.getByTestId('use-free').click();
    await expect(page).toHaveURL(/aiDiagnosisSecond\?code=600519/);
    await expect(page.getByTestId('diagnosis-total')).toBeVisible();
    await page.goto('/h5/diagnosis-confirm?code=600519');
    await expect(page.getByText('2 / 3 次')).toBeVisible();
  });
});
