import { shortReason, sideTotals } from '@/lib/market/lhb-rules';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import type { LhbStockDay } from '@/lib/market/lhb-schemas';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView } from '../view-blocks/card';
import { Amount } from '../view-blocks/change';
import { LinkChips } from '../view-blocks/link-tabs';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { lhbStockHref } from '@/lib/routes/hrefs';
import { SeatTable } from './seat-table';

/** /lhb/TheDetail: buy and sell seats of one listing (one reason), both sides on one page. */
export function SeatBreakdown({ data, params, stale }: { data: LhbStockDay; params: SearchParams; stale: boolean }) {
  const wanted = param(params, 'reason');
  const listing = data.listings.find((l) => l.reason === wanted) ?? data.listings[0];
  const { security } = data;
  return (
    <MarketView>
      <Card
        title={
          <StockLink
            code={security.code}
            name={security.name}
            market={security.market}
            href={lhbStockHref(security.code)}
          >
            <span className={styles.stockName}>
              {security.name} <span className={styles.stockCode}>{security.code}</span>
            </span>
          </StockLink>
        }
        extra={data.date}
      >
        {listing ? <p className={styles.muted}>{listing.reason}</p> : null}
      </Card>
      {data.listings.length > 1 ? (
        <LinkChips
          label="原因"
          active={listing?.reason ?? ''}
          options={data.listings.map((l) => ({
            key: l.reason,
            label: shortReason(l.reason),
            href: withQuery('/lhb/TheDetail', params, { reason: l.reason }),
          }))}
        />
      ) : null}
      {listing ? (
        <>
          <Card
            title="买入前五"
            extra={
              <>
                合计 <Amount value={sideTotals(listing.seats).buy} />
              </>
            }
          >
            <SeatTable seats={listing.seats} side="buy" caption="买入金额最大的前5名营业部" />
          </Card>
          <Card
            title="卖出前五"
            extra={
              <>
                合计 <Amount value={sideTotals(listing.seats).sell} />
              </>
            }
          >
            <SeatTable seats={listing.seats} side="sell" caption="卖出金额最大的前5名营业部" />
          </Card>
        </>
      ) : (
        <EmptyState title="该股当日无上榜记录" />
      )}
      <ViewFooter asOf={data.asOf} stale={stale} note="席位类型：机构专用、沪股通专用、深股通专用、游资、普通营业部" />
    </MarketView>
  );
}
