import { AppLink as Link } from '@/components/ui/app-link';
import { formatMonthDay, weekdayCn } from '@/lib/format/date';
import {
  calendarWindow,
  inBoardFilter,
  IPO_BOARD_FILTERS,
  IPO_EVENT_TYPES,
  ipoEvents,
  nextApplications,
  readEventType,
  readIpoBoardFilter,
} from '@/lib/market/ipo-rules';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import type { IpoIssue, IpoList } from '@/lib/market/ipo-schemas';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView } from '../view-blocks/card';
import { LinkChips, LinkTabs } from '../view-blocks/link-tabs';
import styles from '../view-blocks/market.module.css';
import { ViewFooter } from '../view-blocks/view-footer';
import { IpoCalendarRow } from './ipo-calendar-row';
import ipo from './ipo.module.css';

const PATH = '/tool/ipo/calendar';

const dayTitle = (date: string, today: string) =>
  `${formatMonthDay(date)} ${weekdayCn(date)}${date === today ? '（今天）' : ''}`;

/** 今日申购 and the next application day, above the calendar: what a subscriber acts on first. */
function NextApplications({ issues, today }: { issues: IpoIssue[]; today: string }) {
  const { today: todays, next } = nextApplications(issues, today);
  return (
    <Card title="申购提醒" extra={`今天 ${formatMonthDay(today)}`}>
      <section aria-label="今日申购" data-testid="ipo-today">
        <h3 className={ipo.subhead}>今日申购</h3>
        {todays.length ? (
          <ul className={styles.list}>
            {todays.map((issue) => (
              <IpoCalendarRow key={issue.code} issue={issue} type="apply" today={today} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>今天没有新股申购</p>
        )}
      </section>
      {next ? (
        <section aria-label="下一批申购" data-testid="ipo-next">
          <h3 className={ipo.subhead}>
            下一批申购 · {formatMonthDay(next.date)} {weekdayCn(next.date)}
          </h3>
          <ul className={styles.list}>
            {next.issues.map((issue) => (
              <IpoCalendarRow key={issue.code} issue={issue} type="apply" today={today} />
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}

/** 新股日历: opens on the market's today and looks three weeks ahead; the past two weeks are one link away. */
export function IpoCalendar({ data, params, stale }: { data: IpoList; params: SearchParams; stale: boolean }) {
  const type = readEventType(param(params, 'type'));
  const board = readIpoBoardFilter(param(params, 'board'));
  const range = param(params, 'range') === 'past' ? 'past' : 'upcoming';
  const issues = data.issues.filter((i) => inBoardFilter(i.board, board));
  const { from, to } = calendarWindow(data.today, range);
  const days = ipoEvents(issues, type, from, to);
  if (range === 'past') days.reverse();
  return (
    <MarketView>
      <LinkTabs
        label="事件类型"
        active={type}
        options={[
          { key: 'all', label: '全部', href: withQuery(PATH, params, { type: undefined }) },
          ...Object.entries(IPO_EVENT_TYPES).map(([key, label]) => ({
            key,
            label,
            href: withQuery(PATH, params, { type: key }),
          })),
        ]}
      />
      <LinkChips
        label="板块"
        active={board}
        options={[
          { key: 'all', label: '全部', href: withQuery(PATH, params, { board: undefined }) },
          ...Object.entries(IPO_BOARD_FILTERS).map(([key, label]) => ({
            key,
            label,
            href: withQuery(PATH, params, { board: key }),
          })),
        ]}
      />
      {range === 'upcoming' && (type === 'all' || type === 'apply') ? (
        <NextApplications issues={issues} today={data.today} />
      ) : null}
      {range === 'past' ? (
        <Link prefetch={false} className={ipo.more} href={withQuery(PATH, params, { range: undefined })}>
          ‹ 回到今天
        </Link>
      ) : null}
      {days.length ? (
        days.map((day) => (
          <Card key={day.date} title={dayTitle(day.date, data.today)} extra={`${day.events.length} 项`}>
            <ul className={styles.list}>
              {day.events.map((e) => (
                <IpoCalendarRow key={`${e.type}-${e.issue.code}`} issue={e.issue} type={e.type} today={data.today} />
              ))}
            </ul>
          </Card>
        ))
      ) : (
        <EmptyState title={range === 'past' ? '近两周没有该类事件' : '未来三周没有该类事件'} />
      )}
      {range === 'upcoming' ? (
        <Link prefetch={false} className={ipo.more} href={withQuery(PATH, params, { range: 'past' })}>
          查看近两周往期事件 ›
        </Link>
      ) : null}
      <ViewFooter asOf={data.asOf} stale={stale} note="T日申购，T+2日公布中签号并缴款；发行市盈率高于行业时标红" />
    </MarketView>
  );
}
