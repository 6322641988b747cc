import { serializeJsonLd } from '@/components/ui/json-ld';
import { itemJsonLd, postJsonLd, topicJsonLd } from '@/lib/content/metadata';
import type { ContentItem } from '@/lib/content/schemas';
import { legalDocumentOrThrow } from '@/lib/legal/registry';
import type { IpoIssue } from '@/lib/market/ipo-schemas';
import {
  activitiesJsonLd,
  breadcrumbJsonLd,
  ipoCalendarJsonLd,
  ipoDetailJsonLd,
  legalJsonLd,
  organizationJsonLd,
} from '@/lib/seo/json-ld';
import { loadVocabulary, vocabularyErrors } from './schema-vocabulary';

const ORIGIN = 'https://m.example.com';
const vocabulary = loadVocabulary();

const ISSUE: IpoIssue = {
  code: '301611',
  name: '珂玛科技',
  market: 'sz',
  board: 'cy',
  industry: '专用设备',
  applyCode: '301611',
  status: 'pending',
  dates: { apply: '2026-11-27', ballot: '2026-12-01', pay: '2026-12-01', list: null },
  price: { value: 8, estimated: false },
  issuePe: { value: 22.5, estimated: false },
  industryPe: 31.2,
  lotteryRate: { value: null, estimated: true },
  issueSize: 10_890,
  onlineSize: 2_613,
  applyLimit: 10_500,
  lotSize: 500,
  mvRequired: 105_000,
  cashRequired: null,
  underwriter: '中信证券',
  outcome: null,
};

function item(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    kind: 'article',
    type: null,
    id: 1,
    title: '四季度A股策略：盈利修复与估值切换',
    summary: '复盘三季度的盈利数据。',
    cover: '/h5/og/market.png',
    bodyHtml: '<p>正文</p>',
    publishedAt: '2026-11-27T08:30:00+08:00',
    updatedAt: null,
    reads: 10,
    author: { name: '王立新', teacherId: 1, title: '首席策略', licenceNo: null, institution: null },
    topic: { id: 1, title: '新能源车产业链' },
    stocks: [],
    video: null,
    flash: null,
    commentCount: 0,
    ...overrides,
  };
}

const typesOf = (documents: unknown[]) => documents.map((document) => (document as { '@type': string })['@type']);

beforeAll(() => {
  process.env.SITE_URL = ORIGIN;
});
afterAll(() => {
  delete process.env.SITE_URL;
});

describe('JSON-LD against the schema.org vocabulary', () => {
  it('the check can fail: an unknown type, property or enumeration member is reported', () => {
    expect(
      vocabularyErrors(
        { '@context': 'https://schema.org', '@type': 'Event', name: 'x', startDate: '2026-01-01' },
        vocabulary,
      ),
    ).toEqual([]);
    expect(vocabularyErrors({ '@type': 'Evnt', name: 'x' }, vocabulary)).toEqual(['$: unknown type Evnt']);
    expect(vocabularyErrors({ '@type': 'Event', headline: 'x' }, vocabulary)).toEqual([
      '$: Event has no property headline',
    ]);
    expect(
      vocabularyErrors({ '@type': 'Event', eventStatus: 'https://schema.org/EventHappening' }, vocabulary),
    ).toEqual(['$.eventStatus: unknown member https://schema.org/EventHappening']);
    expect(
      vocabularyErrors(
        { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, nam: 'x' }] },
        vocabulary,
      ),
    ).toEqual(['$.itemListElement[0]: ListItem has no property nam']);
  });

  it('an IPO page: its subscription day as an Event (name, dates, online location, organiser) and a breadcrumb', () => {
    const documents = ipoDetailJsonLd(ISSUE, ORIGIN);
    expect(vocabularyErrors(documents, vocabulary)).toEqual([]);
    expect(typesOf(documents)).toEqual(['Event', 'BreadcrumbList']);
    expect(documents[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: '珂玛科技（301611）新股申购',
      startDate: '2026-11-27T09:30:00+08:00',
      endDate: '2026-11-27T15:00:00+08:00',
      location: { '@type': 'VirtualLocation', url: `${ORIGIN}/h5/tool/ipo/detail/301611` },
      organizer: { name: '深圳证券交易所' },
    });
    expect(documents[1]).toMatchObject({
      itemListElement: [
        { position: 1, item: `${ORIGIN}/h5` },
        { position: 2, name: '新股中心', item: `${ORIGIN}/h5/tool/ipo` },
        { position: 3 },
      ],
    });
  });

  it('the IPO calendar: an ItemList of subscription Events, one per issue', () => {
    const document = ipoCalendarJsonLd([ISSUE, { ...ISSUE, code: '688001', name: '华兴源创', market: 'sh' }], ORIGIN);
    expect(vocabularyErrors(document, vocabulary)).toEqual([]);
    expect(document.itemListElement).toHaveLength(2);
  });

  it('activities with dates: an ItemList of Events run by the app, each linked to its page', () => {
    const document = activitiesJsonLd(
      [
        {
          kind: 'money_tree',
          id: 3,
          title: '摇钱树·十一月',
          summary: '浇水领奖',
          start_day: '2026-11-01',
          end_day: '2026-11-30',
          status: 'running',
        },
        {
          kind: 'tea_party',
          id: 1,
          title: '投资茶话会',
          summary: '线上茶话会',
          start_day: '2026-12-05',
          end_day: '2026-12-05',
          status: 'upcoming',
        },
      ],
      ORIGIN,
    );
    expect(vocabularyErrors(document, vocabulary)).toEqual([]);
    expect(document.itemListElement).toMatchObject([
      {
        position: 1,
        item: {
          '@type': 'Event',
          startDate: '2026-11-01',
          endDate: '2026-11-30',
          url: `${ORIGIN}/h5/activities-collect/v2/money-tree/3`,
          organizer: { name: '财知道' },
        },
      },
      { position: 2, item: { '@type': 'Event', url: `${ORIGIN}/h5/activity/tea-party/v2` } },
    ]);
  });

  it('a legal page: a WebPage carrying its versioned document with the effective date', () => {
    const agreement = legalDocumentOrThrow('/userServiceAgreement');
    const document = legalJsonLd(agreement, `${ORIGIN}/h5/userServiceAgreement`, ORIGIN);
    expect(vocabularyErrors(document, vocabulary)).toEqual([]);
    expect(document).toMatchObject({
      '@type': 'WebPage',
      dateModified: agreement.effectiveDate,
      mainEntity: { '@type': 'DigitalDocument', version: agreement.version },
    });
  });

  it('the organisation, once on the hub', () => {
    const document = organizationJsonLd(ORIGIN);
    expect(vocabularyErrors(document, vocabulary)).toEqual([]);
    expect(document).toMatchObject({ '@type': 'Organization', url: `${ORIGIN}/h5`, logo: `${ORIGIN}/h5/logo.png` });
  });

  it('content: Article with author, dates and publisher; NewsArticle for news and flash; VideoObject for videos; each with a breadcrumb', async () => {
    const article = await itemJsonLd('/manuscript/article/v2/{id}', item(), '/manuscript/article/v2/1');
    expect(vocabularyErrors(article, vocabulary)).toEqual([]);
    expect(typesOf(article)).toEqual(['Article', 'BreadcrumbList']);
    expect(article[0]).toMatchObject({
      author: { '@type': 'Person', name: '王立新' },
      datePublished: '2026-11-27T08:30:00+08:00',
      publisher: { '@type': 'Organization' },
      mainEntityOfPage: `${ORIGIN}/h5/manuscript/article/v2/1`,
    });
    expect(article[1]).toMatchObject({
      itemListElement: [{}, { name: '#新能源车产业链#', item: `${ORIGIN}/h5/topic/v2/1` }, { name: item().title }],
    });

    const flash = await itemJsonLd(
      '/flash/interpret/{id}',
      item({
        kind: 'flash',
        topic: null,
        author: { name: '财知道编辑部', teacherId: null, title: null, licenceNo: null, institution: null },
      }),
      '/flash/interpret/1',
    );
    expect(vocabularyErrors(flash, vocabulary)).toEqual([]);
    expect(typesOf(flash)).toEqual(['NewsArticle', 'BreadcrumbList']);
    const news = await itemJsonLd(
      '/information/{type}/{id}',
      item({ kind: 'information', type: 'news' }),
      '/information/news/1',
    );
    expect(typesOf(news)[0]).toBe('NewsArticle');
    const column = await itemJsonLd('/column/article/{id}', item({ kind: 'column', topic: null }), '/column/article/1');
    expect(column[1]).toMatchObject({
      itemListElement: [{}, { name: '名师专栏', item: `${ORIGIN}/h5/other/mszl` }, {}],
    });

    const video = await itemJsonLd(
      '/manuscript/video/v2/{id}',
      item({ kind: 'video', video: { url: '/h5/media/v.m3u8', poster: '/h5/og/market.png', durationSec: 612 } }),
      '/manuscript/video/v2/1',
    );
    expect(vocabularyErrors(video, vocabulary)).toEqual([]);
    expect(video[0]).toMatchObject({ '@type': 'VideoObject', duration: 'PT10M12S' });
  });

  it('topics and circle posts', () => {
    expect(
      vocabularyErrors(
        topicJsonLd(
          {
            id: 1,
            title: '新能源车产业链',
            description: '描述',
            cover: null,
            followers: 1,
            followed: false,
            manuscripts: [],
          },
          `${ORIGIN}/h5/topic/v2/1`,
        ),
        vocabulary,
      ),
    ).toEqual([]);
    const post = postJsonLd(
      {
        id: 1,
        type: 'post',
        authorName: '老股民',
        authorTeacherId: null,
        bodyHtml: '<p>x</p>',
        images: [],
        stocks: [],
        likes: 3,
        liked: false,
        comments: 0,
        createdAt: '2026-11-27T08:30:00+08:00',
        mine: false,
      },
      { title: '老股民的动态 - 龙投圈', description: 'x', cover: null, url: '/dragonThrowCircleDetail/post/1' },
      `${ORIGIN}/h5/dragonThrowCircleDetail/post/1`,
    );
    expect(vocabularyErrors(post, vocabulary)).toEqual([]);
  });

  it('breadcrumbs number their items from 1 and the last may leave out its URL', () => {
    expect(breadcrumbJsonLd([{ name: 'a', url: `${ORIGIN}/h5` }, { name: 'b' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'a', item: `${ORIGIN}/h5` },
        { '@type': 'ListItem', position: 2, name: 'b' },
      ],
    });
  });

  it('serialises so a title can never close the script element', () => {
    const text = serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>\u2028',
    });
    expect(text).not.toContain('</script');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toMatchObject({ name: '</script><script>alert(1)</script>\u2028' });
  });
});
