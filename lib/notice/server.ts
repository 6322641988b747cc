import 'server-only';
import { AppError, ErrorCode, isAppError } from '@/lib/errors';
import { upstreamGet } from '@/lib/http/upstream';
import { noticeListSchema, noticeSchema, type Notice, type NoticeCategory, type NoticeList } from './schemas';

export type NoticeRead<T> = { ok: true; data: T } | { ok: false; error: AppError };

async function read<T>(load: () => Promise<T>): Promise<NoticeRead<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    return { ok: false, error: isAppError(error) ? error : new AppError(ErrorCode.RequestFailed, undefined, { cause: error }) };
  }
}

/** Public notice reads for the /notice page (no login: SPEC §7 needLogin false). */
export const getNotices = (category?: NoticeCategory, page = 1, pageSize = 20): Promise<NoticeRead<NoticeList>> =>
  read(() => upstreamGet('/notice/list', noticeListSchema, { query: { category, page, pageSize }, options: { needLogin: false } }));

export const getNotice = (id: number): Promise<NoticeRead<Notice>> =>
  read(() => upstreamGet(`/notice/${id}`, noticeSchema, { options: { needLogin: false } }));
