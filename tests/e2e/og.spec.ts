import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate, type RuleConfig } from 'html-validate';
import ogs from 'open-graph-scraper';
import { manifestSamples, pageUrl, type PageSample } from './page-samples';

/**
 * Share cards as link previews read them: WeChat, QQ, DingTalk and Weibo fetch the page and read
 * only <head>. Every shareable page (public, found, not marked noindex) must carry its title,
 * description and Open Graph card there for an ordinary phone browser and for WeChat — parsed by
 * open-graph-scraper, not by our own code. The same HTML is checked with html-validate.
 */
const USER_AGENTS = {
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN',
};

/** The rules a user or a link preview depends on; stylistic rules stay off (React writes the markup). */
const VALIDATOR_RULES: RuleConfig = {
  'no-dup-id': 'error',
  'unique-landmark': 'error',
  'heading-level': ['error', { allowMultipleH1: false }],
  'valid-autocomplete': 'error',
  'element-permitted-content': 'error',
  'element-permitted-occurrences': 'error',
  'element-permitted-order': 'error',
  'element-permitted-parent': 'error',
  'element-required-content': 'error',
  'element-required-attributes': 'error',
  'attribute-allowed-values': 'error',
  'attribute-misuse': 'error',
  'input-missing-label': 'error',
  'empty-heading': 'error',
  'text-content': 'error',
  // <video> is nameable: its aria-label names the stream for screen readers.
  'aria-label-misuse': ['error', { allowAnyNamable: true }],
  'no-redundant-role': 'error',
  'wcag/h30': 'error',
  'wcag/h37': 'error',
  'wcag/h63': 'error',
};

async function fetchHtml(request: APIRequestContext, path: string, userAgent: string) {
  const response = await request.get(pageUrl(path), { headers: { 'user-agent': userAgent }, maxRedirects: 0 });
  return { status: response.status(), html: response.status() === 200 ? await response.text() : '' };
}

function headOf(html: string): string {
  const end = html.indexOf('</head>');
  expect(end, 'the document has a </head>').toBeGreaterThan(0);
  return `${html.slice(0, end)}</head><body></body></html>`;
}

/** Public pages that render (no 404, no redirect) and allow indexing: the ones people share. */
async function shareablePages(request: APIRequestContext): Promise<PageSample[]> {
  const pages: PageSample[] = [];
  for (const sample of await manifestSamples(request)) {
    if (sample.route.needLogin) continue;
    const { status, html } = await fetchHtml(request, sample.path, USER_AGENTS.phone);
    if (status !== 200 || /<meta name="robots" content="[^"]*noindex/.test(html)) continue;
    pages.push(sample);
  }
  return pages;
}

test.describe('share cards in <head> and valid HTML', () => {
  test.setTimeout(300_000);

  test('every shareable page has title, description and an absolute Open Graph card in <head>, for a phone and for WeChat', async ({
    request,
    baseURL,
  }) => {
    const pages = await shareablePages(request);
    expect(pages.map((sample) => sample.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/login',
        '/share-live-room/v2',
        '/liveRoomDetail/v2',
        '/programList/v2',
        '/teacherList/v2',
        '/tool/ipo',
        '/tool/ipo/raiders',
        '/lhb/homePage',
        '/tool/northbound-new',
        '/userServiceAgreement',
      ]),
    );
    const origin = new URL(baseURL!).origin;
    const problems: string[] = [];
    for (const sample of pages) {
      for (const [agent, userAgent] of Object.entries(USER_AGENTS)) {
        const { status, html } = await fetchHtml(request, sample.path, userAgent);
        if (status !== 200) {
          problems.push(`${sample.path} (${agent}): HTTP ${status}`);
          continue;
        }
        const head = headOf(html);
        const { result } = await ogs({ html: head, onlyGetOpenGraphInfo: true });
        const title = /<title>([^<]+)<\/title>/.exec(head)?.[1];
        const description = /<meta name="description" content="([^"]+)"/.exec(head)?.[1];
        const image = result.ogImage?.[0]?.url ?? '';
        const missing = [
          !title && '<title>',
          !description && 'description',
          !result.ogTitle && 'og:title',
          !result.ogDescription && 'og:description',
          !result.ogUrl?.startsWith(`${origin}/h5`) && `og:url (${result.ogUrl})`,
          !/^https?:\/\/[^/]+\/.+\.(png|jpe?g)(\?.*)?$/i.test(image) && `absolute PNG/JPEG og:image (${image})`,
        ].filter(Boolean);
        if (missing.length > 0) problems.push(`${sample.path} (${agent}): ${missing.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);

    // The card images themselves load, as PNG or JPEG.
    const { html } = await fetchHtml(request, '/tool/ipo', USER_AGENTS.wechat);
    const { result } = await ogs({ html: headOf(html), onlyGetOpenGraphInfo: true });
    const image = await request.get(result.ogImage![0]!.url);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
  });

  test('shareable pages pass html-validate: unique ids and landmarks, one <h1>, valid autocomplete, permitted content', async ({
    request,
  }) => {
    const validator = new HtmlValidate({ extends: [], rules: VALIDATOR_RULES });
    const pages = await shareablePages(request);
    const problems: string[] = [];
    for (const sample of pages) {
      const { html } = await fetchHtml(request, sample.path, USER_AGENTS.phone);
      const report = await validator.validateString(html, sample.path);
      for (const result of report.results) {
        for (const message of result.messages)
          problems.push(`${sample.path}: ${message.ruleId} ${message.message} (${message.selector ?? ''})`);
      }
    }
    expect(problems).toEqual([]);
  });
});
