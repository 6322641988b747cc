import { noticeListSchema, noticeSchema, parseNoticeCategory, NOTICE_CATEGORIES } from '@/lib/notice/schemas';
import { noticeRows, SEED_NOTICES } from '@/upstream/account/notice';

describe('notice seed and contract', () => {
  test('the seed is deterministic for a date and its dates are relative to that date', () => {
    expect(noticeRows('2026-11-21')).toEqual(noticeRows('2026-11-21'));
    const rows = noticeRows('2026-11-21');
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.every((row) => row.publishedAt <= '2026-11-21' && row.publishedAt >= '2026-10-01')).toBe(true);
    expect(noticeRows('2027-01-10')[0].publishedAt).toBe('2027-01-07');
  });

  test('the three notices of the old page are kept and every category has a notice', () => {
    const titles = SEED_NOTICES.map((n) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        '关于防范冒充本平台工作人员诈骗的风险提示',
        'App 版本升级提示',
        '节假日行情数据更新安排',
      ]),
    );
    for (const category of NOTICE_CATEGORIES) expect(SEED_NOTICES.some((n) => n.category === category)).toBe(true);
  });

  test('seeded rows, decoded, satisfy the notice schema', () => {
    for (const row of noticeRows('2026-11-21')) {
      noticeSchema.parse({ ...row, body: JSON.parse(row.body), pinned: row.pinned === 1 });
    }
  });

  test('schemas reject bad answers and unknown categories', () => {
    expect(
      noticeListSchema.safeParse({
        items: [{ id: 1, category: '新闻', title: 'x', body: ['y'], publishedAt: '2026-11-01', pinned: false }],
        total: 1,
        page: 1,
        pageSize: 20,
        asOf: 'x',
      }).success,
    ).toBe(false);
    expect(
      noticeSchema.safeParse({
        id: 1,
        category: '系统公告',
        title: 'x',
        body: [],
        publishedAt: '2026-11-01',
        pinned: false,
      }).success,
    ).toBe(false);
    expect(parseNoticeCategory('休市安排')).toBe('休市安排');
    expect(parseNoticeCategory('x')).toBeUndefined();
    expect(parseNoticeCategory(['风险提示'])).toBeUndefined();
  });
});
