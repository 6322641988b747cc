import { sanitizeContentHtml } from '@/lib/content/sanitize';
import { CIRCLE_POST_TYPES, HALL_TYPES, INFORMATION_TYPES, MANUSCRIPT_KINDS } from '@/lib/content/rules';
import { DELETED_ARTICLE_ID, SEED_EVENTS, SEED_ITEMS, SEED_POSTS, TOPICS } from '@/upstream/content/content-seed';

const live = SEED_ITEMS.filter((item) => !item.deleted);
const find = (kind: string, id: number, type?: string) =>
  live.find((item) => item.kind === kind && item.id === id && (type === undefined || item.type === type));

describe('content seed', () => {
  test('id 1 exists for every content route, with a documented {type} where the route has one', () => {
    for (const kind of [...MANUSCRIPT_KINDS, 'column', 'flash']) expect(find(kind, 1)).toBeDefined();
    expect(find('information', 1, 'news')).toBeDefined();
    expect(find('hall', 1, 'lesson')).toBeDefined();
    expect(SEED_POSTS.find((post) => post.id === 1)?.type).toBe('post');
    expect(TOPICS.find((topic) => topic.id === 1)).toBeDefined();
    expect(SEED_EVENTS.some((event) => event.dayOffset === 0)).toBe(true);
  });

  test('every documented {type} value has seeded content, and nothing uses an undocumented one', () => {
    for (const type of INFORMATION_TYPES)
      expect(live.some((item) => item.kind === 'information' && item.type === type)).toBe(true);
    for (const type of HALL_TYPES) expect(live.some((item) => item.kind === 'hall' && item.type === type)).toBe(true);
    for (const type of CIRCLE_POST_TYPES) expect(SEED_POSTS.some((post) => post.type === type)).toBe(true);
    for (const item of SEED_ITEMS.filter((entry) => entry.kind === 'information'))
      expect(INFORMATION_TYPES).toContain(item.type);
    for (const item of SEED_ITEMS.filter((entry) => entry.kind === 'hall')) expect(HALL_TYPES).toContain(item.type);
  });

  test('one article is deleted (its page answers 404), ids are unique per kind', () => {
    expect(SEED_ITEMS.find((item) => item.kind === 'article' && item.id === DELETED_ARTICLE_ID)?.deleted).toBe(true);
    const keys = SEED_ITEMS.map((item) => `${item.kind}/${item.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('bodies carry all four §3 tag types and hostile markup, and come out of the sanitiser clean', () => {
    const bodies = [...SEED_ITEMS.map((item) => item.body), ...SEED_POSTS.map((post) => post.body)];
    for (const type of ['stock', 'user', 'topic', 'link'])
      expect(bodies.some((body) => body.includes(`data-type="${type}"`))).toBe(true);
    expect(bodies.filter((body) => /<script|onerror=|javascript:/.test(body)).length).toBeGreaterThanOrEqual(2);
    for (const body of bodies)
      expect(sanitizeContentHtml(body)).not.toMatch(/<script|<iframe|\son\w+=|javascript:|style=/i);
  });

  test('topic and user tags point at seeded topics and teachers (1–6)', () => {
    const bodies = [...SEED_ITEMS.map((item) => item.body), ...SEED_POSTS.map((post) => post.body)].join('');
    for (const [, id] of bodies.matchAll(/data-type="topic" data-id="(\d+)"/g))
      expect(TOPICS.map((topic) => topic.id)).toContain(Number(id));
    for (const [, id] of bodies.matchAll(/data-type="user" data-id="(\d+)"/g))
      expect(Number(id)).toBeLessThanOrEqual(6);
  });
});
