import { AppLink as Link } from '@/components/ui/app-link';
import { shortReason } from '@/lib/market/lhb-rules';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import type { LhbStockDay } from '@/lib/market/lhb-schemas';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change, Price } from '../view-blocks/change';
import { LinkChips, LinkTabs } from '../view-blocks/link-tabs';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { lhbStockHref } from '@/lib/routes/hrefs';
import { SeatTable } from './seat-table';
import { toFixed2 } from '@/lib/format/amount';

/** One stock's listings on one day: every reason with its buying or selling seats. */
export function StockDay({
  data,
  params,
  path,
  stale,
}: {
  data: LhbStockDay;
  params: SearchParams;
  path: string;
  stale: boolean;
}) {
  const side = param(params, 'side') === 'sell' ? 'sell' : 'buy';
  const first = data.listings[0];
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
        {first ? (
          <StatGrid>
            <Stat label="收盘价">
              <Price value={first.close} />
            </Stat>
            <Stat label="涨跌幅">
              <Change value={first.pct} />
            </Stat>
            <Stat label="换手率">
              <span className="num">{toFixed2(first.turnoverRate)}%</span>
            </Stat>
          </StatGrid>
        ) : null}
        <p className={styles.note}>
          <Link prefetch={false} href={lhbStockHref(security.code)}>
            查看该股上榜统计 ›
          </Link>
        </p>
      </Card>
      {data.rolledBack ? (
        <p className={styles.notice} role="status">
          {data.requestedDate} 该股未上榜，显示其最近一次上榜（{data.date}）
        </p>
      ) : null}
      {data.listedDates.length > 1 ? (
        <LinkChips
          label="上榜日"
          active={data.date}
          options={data.listedDates
            .slice(0, 8)
            .map((d) => ({ key: d, label: d.slice(5), href: withQuery(path, params, { date: d }) }))}
        />
      ) : null}
      <LinkTabs
        label="买卖方向"
        active={side}
        options={[
          { key: 'buy', label: '买入前五', href: withQuery(path, params, { side: 'buy' }) },
          { key: 'sell', label: '卖出前五', href: withQuery(path, params, { side: 'sell' }) },
        ]}
      />
      {data.listings.length ? (
        data.listings.map((listing) => (
          <Card
            key={listing.reason}
            title={shortReason(listing.reason)}
            label={listing.reason}
            extra={
              <>
                净额 <Amount value={listing.net} signed />
              </>
            }
          >
            <p className={styles.muted}>{listing.reason}</p>
            <StatGrid>
              <Stat label="买入额">
                <Amount value={listing.buy} />
              </Stat>
              <Stat label="卖出额">
                <Amount value={listing.sell} />
              </Stat>
              <Stat label="占总成交">
                <span className="num">{toFixed2(listing.amountRatio)}%</span>
              </Stat>
            </StatGrid>
            <SeatTable
              seats={listing.seats}
              side={side}
              caption={`${listing.reason} ${side === 'buy' ? '买入' : '卖出'}前五席位`}
            />
          </Card>
        ))
      ) : (
        <EmptyState title="该股近期未上榜" />
      )}
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}
