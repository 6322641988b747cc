import 'server-only';
import { upstreamGet } from '@/lib/http/upstream';
import { readKey, readPublic } from '@/lib/read/server';
import type { ReadResult } from '@/lib/read/result';
import { noticeListSchema, type NoticeCategory, type NoticeList } from './schemas';

/** Public notice reads for the /notice page (no login: SPEC §7 needLogin false), through the public cache. */
export function getNotices(category?: NoticeCategory, page = 1, pageSize = 20): Promise<ReadResult<NoticeList>> {
  const query = { category, page, pageSize };
  return readPublic(readKey('/notice/list', query), () =>
    upstreamGet('/notice/list', noticeListSchema, { query, options: { needLogin: false } }),
  );
}
