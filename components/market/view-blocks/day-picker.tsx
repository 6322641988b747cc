import { AppLink as Link } from '@/components/ui/app-link';
import { formatDateWithWeekday } from '@/lib/format/date';
import { knownQuery, withQuery, type SearchParams } from '@/lib/market/params';
import type { TradingCalendar } from '@/lib/market/calendar-schemas';
import { DayInput } from './day-input';
import { LinkPending } from './link-pending';
import styles from './market.module.css';

/** Trading-day picker: previous/next trading day links plus a date input; rollback is announced. */
export function DayPicker({
  path,
  params,
  calendar,
  date,
  requestedDate,
  rolledBack,
}: {
  path: string;
  params: SearchParams;
  calendar: TradingCalendar | null;
  date: string;
  requestedDate: string;
  rolledBack: boolean;
}) {
  const days = calendar?.days ?? [date];
  const index = days.indexOf(date);
  const prev = index > 0 ? days[index - 1] : undefined;
  const next = index >= 0 && index < days.length - 1 ? days[index + 1] : undefined;
  // The date input supplies the day; the other known filters ride along as hidden fields.
  const hidden = knownQuery(params);
  delete hidden.date;
  return (
    <div className={styles.card}>
      <div className={styles.dayNav}>
        {prev ? (
          <Link
            prefetch={false}
            className={styles.dayLink}
            href={withQuery(path, params, { date: prev })}
            scroll={false}
            replace
          >
            ‹ 前一交易日
            <LinkPending />
          </Link>
        ) : (
          <span className={styles.dayLinkDisabled}>‹ 前一交易日</span>
        )}
        <strong className="num" data-testid="trading-day">
          {formatDateWithWeekday(date)}
        </strong>
        {next ? (
          <Link
            prefetch={false}
            className={styles.dayLink}
            href={withQuery(path, params, { date: next })}
            scroll={false}
            replace
          >
            后一交易日 ›
            <LinkPending />
          </Link>
        ) : (
          <span className={styles.dayLinkDisabled}>后一交易日 ›</span>
        )}
      </div>
      <div style={{ marginTop: 'calc(16 * var(--u))' }}>
        <DayInput action={path} date={date} min={days[0]} max={days[days.length - 1]} hidden={hidden} />
      </div>
      {rolledBack ? (
        <p className={styles.notice} role="status" style={{ marginTop: 'calc(12 * var(--u))' }}>
          {requestedDate} 非交易日或无数据，已显示最近交易日 {date}
        </p>
      ) : null}
    </div>
  );
}
