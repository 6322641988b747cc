import { circlePostUrl, itemUrl } from '@/lib/content/links';
import { isoDuration } from '@/lib/content/metadata';
import { CIRCLE_POST_TYPES, ITEM_KINDS } from '@/lib/content/rules';
import { matchRoute } from '@/lib/routes/manifest';
import { stripBasePath } from '@/lib/routes/hrefs';

describe('content links', () => {
  test.each(ITEM_KINDS)('an item of kind %s links to its content route of the manifest', (kind) => {
    const url = itemUrl({ kind, id: 7, type: kind === 'information' ? 'research' : kind === 'hall' ? 'video' : null });
    expect(url.startsWith('/h5/')).toBe(true);
    expect(matchRoute(stripBasePath(url))?.route.family).toBe('content');
    expect(url).toMatch(/\/7$/);
  });

  test('information and hall keep their {type}; circle posts are addressed by type and id', () => {
    expect(itemUrl({ kind: 'information', id: 2, type: 'announcement' })).toBe('/h5/information/announcement/2');
    expect(itemUrl({ kind: 'hall', id: 1, type: 'lesson' })).toBe('/h5/hall/lesson/1');
    for (const type of CIRCLE_POST_TYPES)
      expect(circlePostUrl({ type, id: 3 })).toBe(`/h5/dragonThrowCircleDetail/${type}/3`);
  });

  test('video durations in ISO 8601 for VideoObject', () => {
    expect(isoDuration(612)).toBe('PT10M12S');
    expect(isoDuration(45)).toBe('PT45S');
    expect(isoDuration(3600)).toBe('PT60M0S');
  });
});
