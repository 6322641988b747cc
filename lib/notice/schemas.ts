import { z } from 'zod';

/** Platform notices (/notice): the upstream's `/notice/list` and `/notice/:id` answers. */
export const NOTICE_CATEGORIES = ['风险提示', '系统公告', '休市安排', '活动公告'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const noticeCategorySchema = z.enum(NOTICE_CATEGORIES);

export const noticeSchema = z.object({
  id: z.number().int().positive(),
  category: noticeCategorySchema,
  title: z.string().min(1),
  body: z.array(z.string().min(1)).min(1),
  publishedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  pinned: z.boolean(),
});
export const noticeListSchema = z.object({
  items: z.array(noticeSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  asOf: z.string(),
});
export type NoticeList = z.infer<typeof noticeListSchema>;

/** `?category=` of the page: a known category or all. */
export function parseNoticeCategory(value: unknown): NoticeCategory | undefined {
  const parsed = noticeCategorySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
