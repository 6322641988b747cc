import 'server-only';
import type { z } from 'zod';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { AppError, ERROR_MESSAGES, ErrorCode } from '@/lib/errors';
import { mediaUrl } from '@/lib/live/server';
import { moderate } from '@/lib/moderation/rules';
import { getIpoList } from '@/lib/market/ipo-server';
import { getLhbStockStats } from '@/lib/market/lhb-server';
import type { IpoIssue } from '@/lib/market/ipo-schemas';
import { addDays } from '@/lib/format/date';
import { readKey, readPersonal, readPublic } from '@/lib/read/server';
import { mapRead, type ReadResult } from '@/lib/read/result';
import { readAuth } from '@/lib/session/session';
import type { ItemKind } from './rules';
import { sanitizeContentHtml, stripMarkup } from './sanitize';
import * as s from './schemas';

/**
 * Content reads and writes. Items are public: read through the shared cache with their body
 * already sanitised, so every reader gets the same safe copy. Topics, comments and the circle carry the
 * viewer's flags (followed, liked, mine) when there is a viewer: read for them alone (like lib/live).
 */

const PUBLIC = { needLogin: false, tryLogin: true } as const;
const enc = encodeURIComponent;

async function viewerRead<T>(key: string, load: () => Promise<T>): Promise<ReadResult<T>> {
  return (await readAuth()) ? readPersonal(key, load) : readPublic(`content:${key}`, load);
}

function reshapeItem(item: s.ContentItem): s.ContentItem {
  return {
    ...item,
    cover: mediaUrl(item.cover),
    bodyHtml: sanitizeContentHtml(item.bodyHtml),
    video: item.video
      ? { ...item.video, url: mediaUrl(item.video.url) ?? '', poster: mediaUrl(item.video.poster) ?? '' }
      : null,
  };
}

/** One item by kind and id (and {type} for information and hall): 404 when missing or deleted. */
export function getItem(kind: ItemKind, id: number, type?: string) {
  const path = `/content/items/${enc(kind)}/${id}`;
  const query = { type };
  return readPublic(`content:${readKey(path, query)}`, async () =>
    reshapeItem(await upstreamGet(path, s.contentItemSchema, { query, options: { needLogin: false } })),
  );
}

/** 名师专栏: public, the same for every reader (covers on our media host). */
export function getColumns() {
  const path = '/content/columns';
  return readPublic(`content:${readKey(path, {})}`, async () => {
    const data = await upstreamGet(path, s.columnsSchema, { options: { needLogin: false } });
    return {
      columns: data.columns.map((c) => ({
        ...c,
        latest: c.latest.map((item) => ({ ...item, cover: mediaUrl(item.cover) })),
      })),
    };
  });
}

/** Every live item and topic (the sitemap's list): public and the same for everyone. */
export function getContentIndex() {
  return readPublic('content:/content/index', () =>
    upstreamGet('/content/index', s.contentIndexSchema, { options: { needLogin: false } }),
  );
}

export interface Quote {
  code: string;
  name: string;
  market: string;
  close: number;
  pct: number;
}

/** The latest close and change of each stock, from the market dataset; a stock it cannot read is left out. */
export async function getQuotes(codes: string[]): Promise<Quote[]> {
  const reads = await Promise.all(codes.slice(0, 6).map((code) => getLhbStockStats(code, '1m')));
  return reads.flatMap((read) =>
    read.ok
      ? [
          {
            code: read.data.security.code,
            name: read.data.security.name,
            market: read.data.security.market,
            close: read.data.close,
            pct: read.data.pct,
          },
        ]
      : [],
  );
}

function reshapeTopic(topic: s.Topic): s.Topic {
  return {
    ...topic,
    cover: mediaUrl(topic.cover),
    manuscripts: topic.manuscripts.map((card) => ({ ...card, cover: mediaUrl(card.cover) })),
  };
}

export function getTopic(id: number) {
  const path = `/content/topics/${id}`;
  return viewerRead(path, async () => reshapeTopic(await upstreamGet(path, s.topicSchema, { options: PUBLIC })));
}

export function getComments(kind: ItemKind | 'circle', id: number) {
  const query = { kind, id };
  return viewerRead(readKey('/content/comments', query), () =>
    upstreamGet('/content/comments', s.commentListSchema, { query, options: PUBLIC }),
  );
}

function reshapePost(post: s.CirclePost): s.CirclePost {
  return {
    ...post,
    bodyHtml: sanitizeContentHtml(post.bodyHtml),
    images: post.images.map((image) => ({ ...image, url: mediaUrl(image.url) ?? '' })),
  };
}

export function getCircleFeed() {
  return viewerRead('/content/circle/posts', async () =>
    (await upstreamGet('/content/circle/posts', s.circleFeedSchema, { options: PUBLIC })).posts.map(reshapePost),
  );
}

export function getCirclePost(type: string, id: number) {
  const path = `/content/circle/posts/${enc(type)}/${id}`;
  return viewerRead(path, async () => reshapePost(await upstreamGet(path, s.circlePostSchema, { options: PUBLIC })));
}

/** IPO dates of the IPO data as calendar events: the subscription day and, once known, the listing day. */
function ipoEvents(issues: IpoIssue[]): s.CalendarEvent[] {
  return issues.flatMap((issue) => {
    const apply: s.CalendarEvent = {
      id: `ipo-apply-${issue.code}`,
      date: issue.dates.apply,
      time: '09:30',
      category: 'ipo',
      title: `新股申购：${issue.name}`,
      detail: `申购代码 ${issue.applyCode}`,
      importance: 2,
      stocks: [issue.code],
    };
    const list: s.CalendarEvent[] = issue.dates.list
      ? [
          {
            id: `ipo-list-${issue.code}`,
            date: issue.dates.list,
            time: '09:30',
            category: 'ipo',
            title: `新股上市：${issue.name}`,
            detail: `股票代码 ${issue.code}`,
            importance: 2,
            stocks: [issue.code],
          },
        ]
      : [];
    return [apply, ...list];
  });
}

export interface CalendarDay {
  date: string;
  events: s.CalendarEvent[];
}

/** Market events by day, from a week back to two weeks ahead of the market date: seeded events and IPO dates. */
export async function getCalendar(): Promise<ReadResult<{ today: string; days: CalendarDay[] }>> {
  const [events, ipos] = await Promise.all([
    readPublic('content:/content/calendar', () =>
      upstreamGet('/content/calendar', s.calendarSchema, { options: { needLogin: false } }),
    ),
    getIpoList(),
  ]);
  return mapRead(events, ({ today, events: seeded }) => {
    const from = addDays(today, -7);
    const to = addDays(today, 14);
    // The calendar still shows the seeded events when the IPO data cannot be read.
    const all = [...seeded, ...(ipos.ok ? ipoEvents(ipos.data.issues) : [])].filter(
      (event) => event.date >= from && event.date <= to,
    );
    all.sort(
      (a, b) =>
        a.date.localeCompare(b.date) || (a.time ?? '99').localeCompare(b.time ?? '99') || b.importance - a.importance,
    );
    const days = new Map<string, s.CalendarEvent[]>();
    for (const event of all) days.set(event.date, [...(days.get(event.date) ?? []), event]);
    return { today, days: [...days].map(([date, list]) => ({ date, events: list })) };
  });
}

// ── Writes (BFF) ────────────────────────────────────────────────────────────────────────────

const withKey = (key: string) => ({ 'Idempotency-Key': key });

export function postComment(input: z.infer<typeof s.postCommentInputSchema>, key: string, auth: UpstreamAuth) {
  return upstreamPost('/content/comments', s.commentSchema, { body: input, headers: withKey(key), auth });
}

export function likeComment(commentId: number, like: boolean, auth: UpstreamAuth) {
  return upstreamPost(`/content/comments/${commentId}/like`, s.likeResultSchema, { body: { like }, auth });
}

export function followTopic(topicId: number, follow: boolean, auth: UpstreamAuth) {
  return upstreamPost(`/content/topics/${topicId}/follow`, s.followResultSchema, { body: { follow }, auth });
}

export async function createPost(
  input: { type: string; bodyHtml: string; stocks: string[] },
  key: string,
  auth: UpstreamAuth,
) {
  return reshapePost(
    await upstreamPost('/content/circle/posts', s.circlePostSchema, { body: input, headers: withKey(key), auth }),
  );
}

export function likePost(postId: number, like: boolean, auth: UpstreamAuth) {
  return upstreamPost(`/content/circle/posts/${postId}/like`, s.likeResultSchema, { body: { like }, auth });
}

export function reportPost(postId: number, reason: string, auth: UpstreamAuth) {
  return upstreamPost(`/content/circle/posts/${postId}/report`, s.reportResultSchema, { body: { reason }, auth });
}

/**
 * What a user wrote, checked before it is stored: markup stripped by the sanitiser, then the one
 * moderation rule (lib/moderation: contact details, stock tips), which the upstream applies again.
 * Answers the text to store.
 */
export function checkedUserText(raw: string): string {
  const text = stripMarkup(raw);
  if (!text) throw new AppError(ErrorCode.MissingParams, `${ERROR_MESSAGES[1003]}：content`, { status: 400 });
  const verdict = moderate(text, 'community');
  if (!verdict.ok) throw new AppError(ErrorCode.MissingParams, verdict.message, { status: 400 });
  return text;
}
