import { expect, test } from './app-first';
import { bridgeCalls, openInApp } from './in-app';
import { loginAs } from './live-support';
import { armed } from './hydration';

/**
 * Content pages: every route serves its content and its share card in the first HTML,
 * missing content is an HTTP 404 in Chinese with ways back, and a logged-in reader comments and posts.
 */
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';

const PAGES: {
  path: string;
  title: string;
  type: 'article' | 'website';
  ld?: 'Article' | 'NewsArticle' | 'VideoObject' | 'DiscussionForumPosting';
  text: string;
}[] = [
  {
    path: '/manuscript/article/v2/1',
    title: '四季度A股策略',
    type: 'article',
    ld: 'Article',
    text: '三季度上市公司整体盈利增速由负转正',
  },
  { path: '/manuscript/feed/v2/1', title: '银行板块午后拉升', type: 'article', ld: 'Article', text: '红利资产' },
  {
    path: '/manuscript/stock_feed/v2/1',
    title: '比亚迪：月销量再创新高',
    type: 'article',
    ld: 'Article',
    text: '海外销量占比',
  },
  {
    path: '/manuscript/video/v2/1',
    title: '量化择时入门',
    type: 'article',
    ld: 'VideoObject',
    text: '均线与成交量的配合',
  },
  {
    path: '/flash/interpret/1',
    title: '快讯解读：央行开展逆回购操作',
    type: 'article',
    ld: 'NewsArticle',
    text: '净投放表明',
  },
  {
    path: '/column/article/1',
    title: '新手必读：看懂财报的三张表',
    type: 'article',
    ld: 'Article',
    text: '现金流量表',
  },
  {
    path: '/information/news/1',
    title: '三部门发布促进消费若干措施',
    type: 'article',
    ld: 'NewsArticle',
    text: '以旧换新',
  },
  { path: '/hall/lesson/1', title: '投资者教育第一课', type: 'article', ld: 'Article', text: '保本、高收益' },
  { path: '/topic/v2/1', title: '#新能源车产业链#', type: 'website', text: '景气度' },
  { path: '/flash/calendar', title: '财经日历', type: 'website', text: '贷款市场报价利率' },
  { path: '/dragonThrowCircle', title: '龙投圈', type: 'website', text: '本周复盘' },
  {
    path: '/dragonThrowCircleDetail/post/1',
    title: '王立新的动态',
    type: 'article',
    ld: 'DiscussionForumPosting',
    text: '仓位控制仍是第一位',
  },
];

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

test.describe('content pages', () => {
  test('each route: content in the first HTML, share card and canonical in <head>, no hostile markup', async ({
    request,
  }) => {
    for (const page of PAGES) {
      const response = await request.get(`/h5${page.path}`, { headers: { 'user-agent': WECHAT_UA } });
      expect(response.status(), page.path).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(meta(head, 'og:title'), page.path).toContain(page.title);
      expect(meta(head, 'og:description')?.length, page.path).toBeGreaterThan(5);
      expect(meta(head, 'og:type'), page.path).toBe(page.type);
      expect(meta(head, 'og:image'), page.path).toMatch(/^https?:\/\/[^/]+\/h5\/.+\.(png|jpg)$/);
      expect(meta(head, 'og:url'), page.path).toBe(`http://localhost:${process.env.E2E_PORT ?? 3210}/h5${page.path}`);
      expect(head, page.path).toContain(
        `<link rel="canonical" href="http://localhost:${process.env.E2E_PORT ?? 3210}/h5${page.path}"`,
      );
      const document = html.replace(/<script\b[^>]*>[^]*?<\/script>/g, (script) =>
        script.includes('application/ld+json') ? script : '',
      );
      expect(document, page.path).toContain(page.text);
      if (page.ld) expect(document, page.path).toContain(`"@type":"${page.ld}"`);
      expect(document, page.path).not.toMatch(/onerror=|javascript:|<iframe|evil\.example\/ad/);
    }
    // React separates adjacent text with <!-- -->: read the text as a reader does.
    const article = (await (await request.get('/h5/manuscript/article/v2/1')).text()).replace(/<!-- -->/g, '');
    expect(article).toContain('证书编号：S0260620110001');
    expect(article).toContain('以上内容仅供参考，不构成任何投资建议');
    expect(article).not.toContain('target=javascript');
    expect(article).toContain('href="/h5/transitPage?target=https%3A%2F%2Fwww.sse.com.cn');
  });

  test('missing or deleted content answers 404 with a Chinese page and ways back', async ({ page }) => {
    for (const path of ['/manuscript/article/v2/3', '/information/bogus/1', '/dragonThrowCircleDetail/question/1']) {
      const response = await page.goto(`/h5${path}`);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByRole('heading', { name: '内容不存在或已被删除' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去龙投圈看看' })).toHaveAttribute('href', '/h5/dragonThrowCircle');
  });

  test('inside the app a stock tag in an article opens the native stock detail (§5 gate passed)', async ({
    browser,
    baseURL,
  }) => {
    const page = await openInApp(browser, baseURL!, { version: '2.0.60', os: 'ios' });
    await page.goto('/h5/manuscript/article/v2/1');
    const before = page.url();
    await armed(page, 'stockTap');
    await page.getByRole('link', { name: '贵州茅台' }).first().click();
    await expect
      .poll(() => bridgeCalls(page, 'stockDetail'))
      .toEqual([
        expect.objectContaining({
          params: { stocks: [expect.objectContaining({ code: '600519' })], selectedIndex: 0 },
        }),
      ]);
    expect(page.url()).toBe(before);
    await page.context().close();
  });

  test('a logged-in reader comments on an article and sees their post at the top of the circle', async ({ page }) => {
    await loginAs(page.request);
    await page.goto('/h5/manuscript/article/v2/1');
    const comment = `好文学习了 ${Date.now() % 100000}`;
    await page.getByLabel('写评论').fill(comment);
    await page.getByRole('button', { name: '发布评论' }).click();
    await expect(page.getByTestId('comment').first()).toContainText(comment);
    await expect(page.getByTestId('comment').first()).toContainText('我的评论');
    await page.screenshot({ path: 'test-results/content-article-comment.png' });

    await page.goto('/h5/dragonThrowCircle');
    await page.getByLabel(/说点什么/).fill('加我微信 vx123456 带你赚');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await expect(page.getByText(/社区禁止引流/)).toBeVisible();
    const text = `复盘打卡 $贵州茅台(600519)$ ${Date.now() % 100000}`;
    await page.getByLabel(/说点什么/).fill(text);
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const first = page.getByTestId('circle-post').first();
    await expect(first).toHaveAttribute('data-mine', 'true');
    await expect(first.getByRole('link', { name: '贵州茅台(600519)' })).toHaveAttribute('data-stock', '600519');
    await page.screenshot({ path: 'test-results/content-circle-own-post.png', fullPage: false });
  });
});
