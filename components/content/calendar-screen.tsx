import { Disclaimer } from '@/components/compliance/disclaimer';
import { AsOf, EmptyState } from '@/components/ui/states';
import { CALENDAR_CATEGORY_LABEL } from '@/lib/content/rules';
import type { CalendarDay } from '@/lib/content/server';
import type { CalendarEvent } from '@/lib/content/schemas';
import { formatMonthDay, weekdayCn } from '@/lib/format/date';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { ipoHref, lhbStockHref, withBasePath } from '@/lib/routes/hrefs';
import styles from './content.module.css';

function EventRow({ event }: { event: CalendarEvent }) {
  return (
    <li className={styles.event} data-testid="calendar-event" data-category={event.category}>
      <span className={styles.eventTime}>{event.time ?? '全天'}</span>
      <div>
        <h3 className={styles.eventTitle}>
          <span className={styles.category}>{CALENDAR_CATEGORY_LABEL[event.category]}</span>
          {event.title}
          <span className={styles.stars} aria-hidden>
            {'★'.repeat(event.importance)}
          </span>
          <span className="visually-hidden">重要程度 {event.importance} 星</span>
        </h3>
        <p className={styles.eventDetail}>
          {event.detail}
          {event.stocks.map((code) => (
            <a
              key={code}
              href={withBasePath(event.category === 'ipo' ? ipoHref(code) : lhbStockHref(code))}
              className={styles.eventLink}
            >
              {event.category === 'ipo' ? '查看新股详情' : code}
            </a>
          ))}
        </p>
      </div>
    </li>
  );
}

/** 财经日历: market events by day (data releases, IPO dates, 解禁, meetings), today first in view. */
export function CalendarScreen({
  today,
  days,
  stale,
  asOf,
}: {
  today: string;
  days: CalendarDay[];
  stale: boolean;
  asOf: number;
}) {
  if (days.length === 0) return <EmptyState title="近期没有财经事件" />;
  return (
    <>
      <nav aria-label="选择日期">
        <ul className={styles.dayNav}>
          {days.map((day) => (
            <li key={day.date}>
              <a href={`#day-${day.date}`} aria-current={day.date === today ? 'date' : undefined}>
                {formatMonthDay(day.date)}
                <br />
                {day.date === today ? '今天' : weekdayCn(day.date)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {days.map((day) => (
        <section key={day.date} id={`day-${day.date}`} className={styles.day} aria-labelledby={`day-title-${day.date}`}>
          <h2 id={`day-title-${day.date}`} className={styles.dayTitle}>
            {formatMonthDay(day.date)} {weekdayCn(day.date)}
            {day.date === today ? <span className={styles.todayTag}>今天</span> : null}
          </h2>
          <ul className={styles.events}>
            {day.events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </section>
      ))}
      <AsOf time={formatChinaShortDateTime(new Date(asOf).toISOString())} stale={stale} />
      <Disclaimer />
    </>
  );
}
