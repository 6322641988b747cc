import { shot } from './compliance-screens';
import { expect, test } from '@playwright/test';
import { ROUTES } from '@/lib/routes/manifest';
import { legalDocumentOrThrow } from '@/lib/legal/registry';

const LEGAL = ROUTES.filter((route) => route.family === 'legal').map((route) => route.path);

/** The first paragraph of the document's first section: text only that document has. */
function firstSectionText(path: string): string {
  const block = legalDocumentOrThrow(path).sections[0].blocks[0];
  const text =
    typeof block === 'string'
      ? block
      : 'strong' in block
        ? block.strong
        : 'list' in block
          ? block.list[0]
          : block.table.rows[0][0];
  return text.slice(0, 24).replace(/“|”/g, '');
}

test.describe('legal pages over HTTP (server-rendered, no JavaScript needed)', () => {
  test('every legal route serves its own document, title, version and canonical link', async ({ request }) => {
    const bodies = new Map<string, string>();
    for (const path of LEGAL) {
      const response = await request.get(`/h5${path}`);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const document = legalDocumentOrThrow(path);
      expect(html, path).toContain(`data-document-id="${document.id}"`);
      expect(html, path).toContain(`版本：${document.version}`);
      expect(html, path).toMatch(
        new RegExp(`<link rel="canonical" href="http://localhost:\\d+/h5${path.replace(/[/]/g, '\\/')}"`),
      );
      expect(html.replace(/&quot;|“|”/g, ''), path).toContain(firstSectionText(path));
      const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
      expect(bodies.has(article), `${path} repeats ${bodies.get(article)}`).toBe(false);
      bodies.set(article, path);
    }
    expect(bodies.size).toBe(58);
  });

  test('the priced variants fill price and period from the query, and ignore a bad price', async ({ request }) => {
    const month = await (await request.get('/h5/new/jncjAppServiceWithParamsMonth?price=29.9')).text();
    expect(month).toContain('您本次开通的是月度增值服务，服务期限为31日，服务费用为人民币29.90元');
    const year = await (await request.get('/h5/new/jncjAppServiceWithParamsYear?price=298')).text();
    expect(year).toContain('服务费用为人民币298.00元');
    const injected = await (
      await request.get('/h5/new/jncjAppServiceWithParamsSeason?price=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    ).text();
    expect(injected).toContain('服务费用为购买页面展示的价格');
    expect(injected).not.toContain('<script>alert(1)');
  });

  test('an unknown case-analysis page is not served', async ({ request }) => {
    const response = await request.get('/h5/case-analysis/nope', { maxRedirects: 0 });
    expect([307, 404]).toContain(response.status());
  });
});

test.describe('legal pages in the browser at 375×812', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/userServiceAgreement', '/newPermissionList', '/case-analysis/cssw']) {
    test(`${path} reads without JavaScript, with a table of contents`, async ({ page }) => {
      await page.goto(`/h5${path}`);
      const document = legalDocumentOrThrow(path);
      await expect(page.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
      await expect(page.getByText(`版本：${document.version}`)).toBeVisible();
      if (document.sections.length >= 5) {
        const toc = page.getByRole('navigation', { name: '目录' });
        await expect(toc).toBeVisible();
        await toc.getByRole('link').nth(2).click();
        await expect(page).toHaveURL(/#s3$/);
      }
      await page.screenshot({ path: shot(`legal${path.replaceAll('/', '-')}.png`) });
    });
  }

  test('print layout hides the navigation bar and print button', async ({ page }) => {
    await page.goto('/h5/privacyPolicyStatement');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: '打印 / 保存为PDF' })).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: legalDocumentOrThrow('/privacyPolicyStatement').title }),
    ).toBeVisible();
  });
});
