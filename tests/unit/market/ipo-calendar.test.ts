import {
  calendarWindow,
  inBoardFilter,
  ipoEvents,
  ipoPhase,
  nextApplications,
  readIpoBoardFilter,
} from '@/lib/market/ipo-rules';
import { buildDataset } from '@/upstream/market/dataset';
import * as q from '@/upstream/market/queries';

const TODAY = '2026-11-23';
const list = q.ipoList(buildDataset(TODAY));

describe('IPO calendar opens on the market today', () => {
  test('the default window starts today; the past window is the two weeks before', () => {
    expect(calendarWindow(TODAY, 'upcoming')).toEqual({ from: TODAY, to: '2026-12-14' });
    expect(calendarWindow(TODAY, 'past')).toEqual({ from: '2026-11-09', to: '2026-11-22' });
    const days = ipoEvents(list.issues, 'all', calendarWindow(TODAY, 'upcoming').from, '2026-12-14');
    expect(days[0].date >= TODAY).toBe(true);
  });

  test("today's applications and the next application day come first", () => {
    const { today, next } = nextApplications(list.issues, TODAY);
    expect(today.every((i) => i.dates.apply === TODAY)).toBe(true);
    expect(next).not.toBeNull();
    const later = list.issues
      .filter((i) => i.dates.apply > TODAY)
      .map((i) => i.dates.apply)
      .sort();
    expect(next!.date).toBe(later[0]);
    expect(next!.issues.every((i) => i.dates.apply === next!.date)).toBe(true);
  });

  test('board filter: 主板 takes both exchanges, the others one board; junk means all', () => {
    expect(inBoardFilter('sh_main', 'main') && inBoardFilter('sz_main', 'main')).toBe(true);
    expect(inBoardFilter('cy', 'main')).toBe(false);
    expect(inBoardFilter('kc', 'kc')).toBe(true);
    expect(inBoardFilter('bj', 'kc')).toBe(false);
    expect(readIpoBoardFilter('bj')).toBe('bj');
    expect(readIpoBoardFilter('sh_main')).toBe('all');
    expect(readIpoBoardFilter(undefined)).toBe('all');
  });

  test('a row applying today reads 今日申购, one listing today 今日上市, else its status', () => {
    const issue = list.issues[0];
    expect(ipoPhase({ ...issue, dates: { ...issue.dates, apply: TODAY } }, TODAY)).toBe('applying');
    expect(
      ipoPhase(
        { ...issue, status: 'awaiting_listing', dates: { ...issue.dates, apply: '2026-11-10', list: TODAY } },
        TODAY,
      ),
    ).toBe('listing');
    expect(
      ipoPhase(
        { ...issue, status: 'listed', dates: { ...issue.dates, apply: '2026-10-10', list: '2026-10-20' } },
        TODAY,
      ),
    ).toBe('listed');
  });
});
