import { sanitizeContentHtml } from '@/lib/content/sanitize';
import { addDays } from '@/lib/format/date';
import { moderateHtml } from '@/lib/moderation/rules';
import type { Db } from '@/upstream/core/types';
import { SEED_USERS } from '@/upstream/account/auth';
import {
  SEED_COMMENTS,
  SEED_EVENTS,
  SEED_ITEMS,
  SEED_POSTS,
  TOPICS,
  seedContent,
  seedDay,
} from '@/upstream/content/content-seed';
import { SEED_ANCHORS, SEED_VIEWER } from '@/upstream/live/anchor-seed';
import { CHAT_LINES, NOTICES, ROOM_TITLES, VIEWERS } from '@/upstream/live/seed';
import { LIVE_CLOCK, MARKET_TODAY } from '@/tests/fixtures/clocks';

/**
 * Every text users wrote in the seed, as a reader sees it (post bodies after the sanitiser, judged as
 * HTML; the plain texts read the same that way): the moderation rule is for what users write, so all
 * of it must pass.
 */
const userTexts: [string, string][] = [
  ...SEED_POSTS.flatMap((post): [string, string][] => [
    [`post ${post.id} body`, sanitizeContentHtml(post.body)],
    [`post ${post.id} author`, post.nickname],
  ]),
  ...SEED_COMMENTS.flatMap((comment, index): [string, string][] => [
    [`comment ${index}`, comment.content],
    [`comment ${index} author`, comment.nickname],
  ]),
  ...CHAT_LINES.map((line, index): [string, string] => [`chat line ${index}`, line]),
  // The anchors' room texts: an anchor saving the room unchanged must not be refused.
  ...[...ROOM_TITLES, ...NOTICES].map((text, index): [string, string] => [`room text ${index}`, text]),
  ...[
    ...VIEWERS,
    ...SEED_USERS.map(([, nickname]) => nickname),
    ...SEED_ANCHORS.map((anchor) => anchor.nickname),
    SEED_VIEWER.nickname,
  ].map((name): [string, string] => ['nickname', name]),
];

/**
 * What the editors wrote: investor education may name 保本 to warn against it, but no editorial
 * text carries contact details or a link a reader could follow off the platform.
 */
const editorialTexts: [string, string][] = [
  ...SEED_ITEMS.filter((item) => !item.deleted).flatMap((item): [string, string][] => [
    [`${item.kind} ${item.id} title`, item.title],
    [`${item.kind} ${item.id} summary`, item.summary],
    [`${item.kind} ${item.id} body`, sanitizeContentHtml(item.body)],
    ...(item.flash ? [[`${item.kind} ${item.id} flash`, item.flash.text] as [string, string]] : []),
  ]),
  ...TOPICS.map((topic): [string, string] => [`topic ${topic.id}`, `${topic.title} ${topic.description}`]),
  ...SEED_EVENTS.map((event, index): [string, string] => [`event ${index}`, `${event.title} ${event.detail}`]),
];

test.each(userTexts)('seeded %s passes the moderation rule: %p', (_, text) => {
  expect(moderateHtml(text)).toEqual({ ok: true });
});

test.each(editorialTexts)('seeded %s has no contact details: %p', (_, text) => {
  const verdict = moderateHtml(text);
  expect(verdict.ok ? null : verdict.reason).not.toBe('contact');
});

test('the strategy article ends with its own words, not the leftovers of a pasted page', () => {
  const article = sanitizeContentHtml(SEED_ITEMS.find((item) => item.kind === 'article' && item.id === 1)!.body);
  expect(article).not.toMatch(/转载排版残留|点击领取|内部消息/);
  expect(moderateHtml(article)).toEqual({ ok: true });
});

/** Every time the content seed writes, read back from the statements it sends. */
async function seededTimes(marketDay: string, now: number): Promise<number[]> {
  const statements: { args: (string | number | null)[] }[] = [];
  const db = { batch: async (list: typeof statements) => void statements.push(...list) } as unknown as Db;
  await seedContent(db, marketDay, now);
  return statements
    .flatMap((statement) => statement.args)
    .flatMap((arg) => (typeof arg === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(arg) ? [Date.parse(arg)] : []));
}

const shanghai = (day: string, time: string) => Date.parse(`${day}T${time}:00+08:00`);

describe('seeded comments, posts and items are dated in the past', () => {
  test.each([
    ['the pinned test clocks (MARKET_TODAY at LIVE_CLOCK)', MARKET_TODAY, shanghai(MARKET_TODAY, LIVE_CLOCK)],
    ['a real day at 00:30', '2026-11-25', shanghai('2026-11-25', '00:30')],
    ['a real day at 09:00', '2026-11-25', shanghai('2026-11-25', '09:00')],
    ['a real day at 21:59', '2026-11-25', shanghai('2026-11-25', '21:59')],
    ['a real day at 23:00', '2026-11-25', shanghai('2026-11-25', '23:00')],
    ['a market date pinned in the past', '2026-11-20', shanghai('2026-11-28', '10:00')],
  ])('%s', async (_, marketDay, now) => {
    const times = await seededTimes(marketDay, now);
    expect(times.length).toBeGreaterThan(SEED_COMMENTS.length + SEED_POSTS.length);
    for (const time of times) expect(time).toBeLessThanOrEqual(now);
  });

  test('the seed day is the market date whenever its evening has passed, else the day before', () => {
    expect(seedDay(MARKET_TODAY, shanghai(MARKET_TODAY, LIVE_CLOCK))).toBe(MARKET_TODAY);
    expect(seedDay('2026-11-20', shanghai('2026-11-28', '10:00'))).toBe('2026-11-20');
    expect(seedDay('2026-11-25', shanghai('2026-11-25', '09:00'))).toBe(addDays('2026-11-25', -1));
  });
});
