import { AppLink as Link } from '@/components/ui/app-link';
import type { LhbStockDay } from '@/lib/market/lhb-schemas';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change, Price } from '../view-blocks/change';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { lhbStockHref } from '@/lib/routes/hrefs';
import { toFixed2 } from '@/lib/format/amount';

/** /lhb/detail: every listing of a stock on a day, its figures and what followed; seats one tap away. */
export function ListingDetail({ data, stale }: { data: LhbStockDay; stale: boolean }) {
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
        <p className={styles.muted}>
          {security.industry} · 当日上榜 {data.listings.length} 次
        </p>
      </Card>
      {data.listings.map((l) => (
        <Card key={l.reason} title="上榜原因" label={`上榜原因：${l.reason}`} extra={<Change value={l.pct} />}>
          <p>{l.reason}</p>
          <StatGrid>
            <Stat label="收盘价">
              <Price value={l.close} />
            </Stat>
            <Stat label="净买额">
              <Amount value={l.net} signed />
            </Stat>
            <Stat label="净买额占比">
              <span className="num">{toFixed2(l.netRatio)}%</span>
            </Stat>
            <Stat label="买入额">
              <Amount value={l.buy} />
            </Stat>
            <Stat label="卖出额">
              <Amount value={l.sell} />
            </Stat>
            <Stat label="市场总成交">
              <Amount value={l.marketAmount} />
            </Stat>
            <Stat label="换手率">
              <span className="num">{toFixed2(l.turnoverRate)}%</span>
            </Stat>
            <Stat label="流通市值">
              <Amount value={l.floatMv} />
            </Stat>
            <Stat label="机构净买">
              <Amount value={l.institutionNet} signed />
            </Stat>
          </StatGrid>
          <p className={styles.note}>
            上榜后 1日 <Change value={l.post.d1} /> · 2日 <Change value={l.post.d2} /> · 5日{' '}
            <Change value={l.post.d5} /> · 10日 <Change value={l.post.d10} />
          </p>
          <p className={styles.note}>
            <Link
              prefetch={false}
              href={`/lhb/TheDetail?code=${security.code}&date=${data.date}&reason=${encodeURIComponent(l.reason)}`}
            >
              买卖席位明细 ›
            </Link>
          </p>
        </Card>
      ))}
      <ViewFooter asOf={data.asOf} stale={stale} note="上榜后涨跌幅以上榜日收盘价为基准" />
    </MarketView>
  );
}
