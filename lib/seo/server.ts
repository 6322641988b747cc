import 'server-only';
import { getContentIndex } from '@/lib/content/server';
import { upstreamGet } from '@/lib/http/upstream';
import { TeacherListSchema } from '@/lib/live/schemas';
import { chinaToday } from '@/lib/format/date';
import { getCalendar } from '@/lib/market/calendar-server';
import { getIpoList } from '@/lib/market/ipo-server';
import { readPublic } from '@/lib/read/server';
import type { SitemapSources } from './sitemap';

/** Teachers as an anonymous visitor sees them: the sitemap never reads for a viewer. */
function getPublicTeachers() {
  return readPublic(
    'seo:/live/teachers',
    async () =>
      (await upstreamGet('/live/teachers', TeacherListSchema, { auth: null, options: { needLogin: false } })).teachers,
  );
}

/**
 * The upstream's lists behind the sitemap, each through the public read cache (lib/read): a crawler
 * fetching the sitemap costs the upstream nothing more than a visitor does. A list that cannot be read
 * leaves its URLs out rather than failing the whole sitemap.
 */
export async function readSitemapSources(): Promise<SitemapSources> {
  const [calendar, ipos, content, teachers] = await Promise.all([
    getCalendar(),
    getIpoList(),
    getContentIndex(),
    getPublicTeachers(),
  ]);
  return {
    today: calendar.ok ? calendar.data.today : chinaToday(),
    calendar: calendar.ok ? { latest: calendar.data.latest, days: calendar.data.days } : null,
    ipos: ipos.ok ? ipos.data.issues : [],
    content: content.ok ? content.data : null,
    teachers: teachers.ok ? teachers.data : [],
  };
}
