import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { newClient } from './bff-helpers';

/**
 * Bad input over the market tools routes, over HTTP: unknown codes, windows outside 5–120,
 * empty or 200-character searches, malformed conditions and unknown choices get a clear Chinese message
 * with the §8 code, never a 500 — at the upstream (the calls the pages make) and on the pages themselves —
 * and a refused page is not kept by the whole-page cache (nothing is cached under the bad key).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const UPSTREAM_URL = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT ?? PORT + 1)}`;
const BROWSER_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const CHINESE = /[\u4e00-\u9fa5]/;
const LONG = 'a'.repeat(200);

let up: APIRequestContext;
test.beforeAll(async () => {
  up = await playwrightRequest.newContext({ baseURL: UPSTREAM_URL });
});
test.afterAll(async () => up.dispose());

/** [call, HTTP status, §8 code (1003 refused; 404 unknown), words the message must contain]. */
const UPSTREAM_CASES: [string, number, number, string][] = [
  ['/market/similar?code=600519&window=4', 400, 1003, '5至120'],
  ['/market/similar?code=600519&window=121', 400, 1003, '5至120'],
  ['/market/similar?code=600519&window=1e1', 400, 1003, '5至120'],
  ['/market/similar?code=600519&window=20.5', 400, 1003, '5至120'],
  ['/market/similar?code=600519&scope=market', 400, 1003, '搜索范围'],
  ['/market/similar?window=20', 400, 1003, '6位股票代码'],
  ['/market/similar?code=999999', 404, 404, '999999'],
  ['/market/stock-search?q=', 400, 1003, '请输入'],
  [`/market/stock-search?q=${LONG}`, 400, 1003, '不能超过20个字'],
  ['/market/screener?c=pe', 400, 1003, '条件格式有误'],
  ['/market/screener?c=pe:30~0', 400, 1003, '「市盈率TTM」最小值不能大于最大值'],
  ['/market/screener?c=roe:5~&sort=pe', 400, 1003, '只能按涨跌幅、最新价或已选条件排序'],
  ['/market/screener?sort=pct&order=up', 400, 1003, '排序方向仅支持升序或降序'],
  [`/market/screener?c=${encodeURIComponent('pe:0~30;unknown:1~2')}`, 400, 1003, ''],
  ['/market/screener?limit=abc', 400, 1003, '条数'],
  ['/market/stocks/12345x', 400, 1003, '6位股票代码'],
  ['/market/stocks/999999', 404, 404, '999999'],
  ['/market/margin/stocks/999999', 404, 404, '999999'],
  ['/market/margin/summary?window=7', 400, 1003, '1、3、5、10日'],
  ['/market/risk/stocks/abc', 400, 1003, '6位股票代码'],
  ['/market/risk/scan?kind=nope', 400, 1003, ''],
  ['/market/themes/1234', 400, 1003, '5位题材代码'],
  ['/market/themes/99999', 404, 404, '99999'],
  ['/market/patterns/nope', 400, 1003, '技术形态'],
  // The upstream checks with the BFF's own rule (lib/market/tool-params.ts), so it words the refusal as the page does.
  ['/market/hot-stock/pools?pool=hot', 400, 1003, '未知的股池'],
  ['/market/hot-stock/rising?date=2000-01-04', 400, 1003, '交易日'],
  ['/market/diagnosis/999999', 404, 404, '999999'],
  ['/market/reports/gold?tab=best', 400, 1003, '研报分类'],
];

test('the upstream refuses bad input with its §8 code and a Chinese message, never a 500', async () => {
  for (const [path, status, code, words] of UPSTREAM_CASES) {
    const response = await up.get(path);
    expect(response.status(), path).toBe(status);
    const body = await response.json();
    expect(body.code, path).toBe(code);
    expect(body.message, path).toMatch(CHINESE);
    expect(body.message, path).toContain(words);
  }
});

/** [page, text the refusal shows]. Every page parameter a market tools II page reads. */
const PAGE_CASES: [string, string][] = [
  ['/similar-candlestick/index?code=600519&window=4', '窗口须为5至120个交易日'],
  ['/similar-candlestick/index?code=600519&window=121', '窗口须为5至120个交易日'],
  ['/similar-candlestick/index?code=600519&scope=market', '搜索范围仅支持本股历史或全部股票'],
  ['/similar-candlestick/index?code=60051x', '股票代码格式有误'],
  ['/searchPage?q=', '请输入股票代码、名称或拼音首字母'],
  [`/searchPage?q=${LONG}`, '搜索内容不能超过20个字'],
  ['/result?code=600519&window=4', '窗口须为5至120个交易日'],
  ['/result?code=600519&match=11', '匹配序号须为1至10'],
  ['/stock?code=12345x', '股票代码格式有误：12345x'],
  ['/tool/rzrq/search?code=abc', '股票代码格式有误'],
  ['/tool/rzrq?days=7', '统计区间仅支持1、3、5、10日'],
  ['/tool/hot-stock?pool=hot', '未知的股池'],
  // SPEC §5: a short board code is zero-padded (801 is 00801), so only a malformed one is refused.
  ['/hotspotTheme/detail?code=8o1', '题材代码格式有误'],
  ['/hotspotTheme/detail?code=123456', '题材代码格式有误'],
  ['/technologicalForms/detail?key=nope', '未知的技术形态'],
  ['/technologicalForms/list?key=nope', '未知的技术形态'],
  ['/mineClearance/index?code=abc', '股票代码格式有误'],
  ['/mineClearance/specIndex?kind=nope', '未知的排雷项目'],
  ['/aiDiagnosisSecond?code=abc', '股票代码格式有误'],
  ['/aiDiagnosisDetail?code=abc', '股票代码格式有误'],
  ['/aiDiagnosisDetail?code=600519&dim=nope', '诊断维度仅支持技术面、资金面、基本面、消息面'],
  ['/aiDiagnosisOtherUse?code=abc', '股票代码格式有误'],
  ['/goldMedalReport?tab=best', '未知的研报分类'],
];

test('every market tools II page answers bad input with the §8 1003 message, and the refusal is not cached', async () => {
  test.setTimeout(120_000);
  const client = await newClient({ 'user-agent': BROWSER_UA });
  for (const [path, message] of PAGE_CASES) {
    const first = await client.get(`/h5${path}`);
    expect(first.status(), path).toBe(200);
    const html = await first.text();
    expect(html, path).toContain('data-testid="bad-input"');
    expect(html, path).toContain('缺少相关参数');
    expect(html, path).toContain(message);
    // Rendered again for the next visitor: a refused parameter never becomes a cached page.
    const second = await client.get(`/h5${path}`);
    expect(second.headers()['x-h5-page-cache'], path).not.toBe('hit');
  }
  await client.dispose();
});

test('the screener keeps its page for a link it cannot fully read: the good conditions stay, the problem is said inline', async () => {
  const client = await newClient({ 'user-agent': BROWSER_UA });
  const cases: [string, string][] = [
    ['/conditionalSeletor/index?c=pe:30~0,roe:10~', '「市盈率TTM」最小值不能大于最大值'],
    ['/conditionalSeletor/detail?c=pe,roe:10~', '条件格式有误：pe'],
    ['/conditionalSeletor/detail?c=roe:10~&sort=pb', '只能按涨跌幅、最新价或已选条件排序'],
  ];
  for (const [path, message] of cases) {
    const response = await client.get(`/h5${path}`);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).not.toContain('data-testid="bad-input"');
    expect(html, path).toContain('data-testid="screener-notice"');
    expect(html, path).toContain(message);
    // ROE 10 stays a condition of the page.
    expect(html, path).toMatch(/ROE/);
  }
  await client.dispose();
});

test('an unknown code says 未找到 (404 of §8 shown as such) and is not cached either', async () => {
  const client = await newClient({ 'user-agent': BROWSER_UA });
  for (const path of [
    '/stock?code=999999',
    '/similar-candlestick/index?code=999999',
    '/tool/rzrq/search?code=999999',
    '/aiDiagnosisSecond?code=999999',
    '/hotspotTheme/detail?code=99999',
  ]) {
    const first = await client.get(`/h5${path}`);
    expect(first.status(), path).toBeLessThan(500);
    expect(await first.text(), path).toMatch(/未找到/);
    expect((await client.get(`/h5${path}`)).headers()['x-h5-page-cache'], path).not.toBe('hit');
  }
  await client.dispose();
});

test('the check can fail: a good page is kept and served from the page cache', async () => {
  const client = await newClient({ 'user-agent': BROWSER_UA });
  const path = '/h5/goldMedalReport?tab=first';
  expect((await client.get(path)).status()).toBe(200);
  expect((await client.get(path)).headers()['x-h5-page-cache']).toBe('hit');
  await client.dispose();
});
