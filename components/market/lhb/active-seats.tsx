import { AppLink as Link } from '@/components/ui/app-link';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import type { TradingCalendar } from '@/lib/market/calendar-schemas';
import { readSeatTypeFilter, SEAT_TYPE_FILTERS, seatsOfType } from '@/lib/market/lhb-rules';
import type { ActiveSeats } from '@/lib/market/lhb-schemas';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView } from '../view-blocks/card';
import { Amount } from '../view-blocks/change';
import { DayPicker } from '../view-blocks/day-picker';
import { LinkChips } from '../view-blocks/link-tabs';
import styles from '../view-blocks/market.module.css';
import { ViewFooter } from '../view-blocks/view-footer';
import { lhbStockHref } from '@/lib/routes/hrefs';
import { SeatName } from './seat-name';

const PATH = '/tool/lhb/sales/active';

/** 每日活跃营业部: seats of the day by turnover, with the stocks they bought and sold. */
export function ActiveSeatsView({
  data,
  calendar,
  params,
  stale,
}: {
  data: ActiveSeats;
  calendar: TradingCalendar | null;
  params: SearchParams;
  stale: boolean;
}) {
  const type = readSeatTypeFilter(param(params, 'type'));
  const rows = seatsOfType(data.rows, type);
  return (
    <MarketView>
      <DayPicker
        path={PATH}
        params={params}
        calendar={calendar}
        date={data.date}
        requestedDate={data.requestedDate}
        rolledBack={data.rolledBack}
      />
      <LinkChips
        label="类型"
        active={type}
        options={Object.entries(SEAT_TYPE_FILTERS).map(([key, label]) => ({
          key,
          label,
          href: withQuery(PATH, params, { type: key === 'all' ? undefined : key }),
        }))}
      />
      <Card title="活跃营业部" extra={`${rows.length} 家`}>
        {rows.length ? (
          <ul className={styles.list}>
            {rows.slice(0, 60).map((r) => (
              <li key={r.seatId} className={styles.row} data-testid="seat-row">
                <div className={styles.rowMain}>
                  <SeatName seat={r} />
                  <span className={styles.muted}>
                    买 {r.buyCount} 只 · 卖 {r.sellCount} 只 ·{' '}
                    {r.stocks.slice(0, 3).map((s, i) => (
                      <span key={s.code}>
                        {i ? '、' : ''}
                        <Link prefetch={false} href={lhbStockHref(s.code)}>
                          {s.name}
                        </Link>
                      </span>
                    ))}
                    {r.stocks.length > 3 ? ' 等' : ''}
                  </span>
                </div>
                <div className={styles.rowSide}>
                  <Amount value={r.net} signed />
                  <span className={styles.muted}>
                    买 <Amount value={r.buy} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="没有该类型的营业部" />
        )}
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="机构专用席位见机构动向追踪" />
    </MarketView>
  );
}
