import { addDays, formatMonthDay, weekdayCn } from '@/lib/format/date';
import { IPO_EVENT_TYPES, ipoEvents, readEventType } from '@/lib/market/ipo-view';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import type { IpoList } from '@/lib/market/schemas';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView } from '../common/card';
import { CopyButton } from '../common/copy-button';
import { LinkTabs } from '../common/link-tabs';
import styles from '../common/market.module.css';
import { StockLink } from '../common/stock-link';
import { ViewFooter } from '../common/view-footer';
import { ipoHref, priceText } from './ipo-card';

const PATH = '/tool/ipo/calendar';

/** 新股日历: events by day (申购 / 中签公布 / 缴款 / 上市), two weeks back to three weeks ahead. */
export function IpoCalendar({ data, params, stale }: { data: IpoList; params: SearchParams; stale: boolean }) {
  const type = readEventType(param(params, 'type'));
  const days = ipoEvents(data.issues, type, addDays(data.today, -14), addDays(data.today, 21));
  return (
    <MarketView>
      <LinkTabs label="事件类型" active={type} options={[{ key: 'all', label: '全部', href: withQuery(PATH, params, { type: undefined }) }, ...Object.entries(IPO_EVENT_TYPES).map(([key, label]) => ({ key, label, href: withQuery(PATH, params, { type: key }) }))]} />
      {days.length ? (
        days.map((day) => (
          <Card key={day.date} title={`${formatMonthDay(day.date)} ${weekdayCn(day.date)}${day.date === data.today ? '（今天）' : ''}`} extra={`${day.events.length} 项`}>
            <ul className={styles.list}>
              {day.events.map((e) => (
                <li key={`${e.type}-${e.issue.code}`} className={styles.row} data-testid="ipo-event" data-type={e.type}>
                  <div className={styles.rowMain}>
                    <StockLink code={e.issue.code} name={e.issue.name} market={e.issue.market} href={ipoHref(e.issue.code)} />
                    {e.type === 'apply' ? (
                      <span className={styles.muted}>
                        申购代码 <span className="num">{e.issue.applyCode}</span>
                        <CopyButton text={e.issue.applyCode} />
                      </span>
                    ) : null}
                  </div>
                  <div className={styles.rowSide}>
                    <span className={styles.tag}>{IPO_EVENT_TYPES[e.type]}</span>
                    <span className={styles.muted}>{priceText(e.issue)}</span>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        ))
      ) : (
        <EmptyState title="近期没有该类事件" />
      )}
      <ViewFooter asOf={data.asOf} stale={stale} note="T日申购，T+2日公布中签号并缴款" />
    </MarketView>
  );
}
