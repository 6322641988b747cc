import { AppLink as Link } from '@/components/ui/app-link';
import { lhbSummary, netLeaders } from '@/lib/market/lhb-rules';
import type { ActiveSeats, LhbDaily } from '@/lib/market/lhb-schemas';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change } from '../view-blocks/change';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { lhbStockHref } from '@/lib/routes/hrefs';
import { SeatName } from './seat-name';

const NAV = [
  { href: '/tool/lhb/today', label: '今日龙虎榜' },
  { href: '/tool/lhb/organization/detail', label: '机构买卖' },
  { href: '/tool/lhb/organization/trace', label: '机构追踪' },
  { href: '/tool/lhb/sales/active', label: '活跃营业部' },
  { href: '/tool/lhb/stock/detail', label: '个股上榜统计' },
  { href: '/lhb/detail', label: '龙虎榜详情' },
];

/** 龙虎榜 home: the latest day at a glance and the way into every list. */
export function LhbHome({ daily, seats, stale }: { daily: LhbDaily; seats: ActiveSeats | null; stale: boolean }) {
  const summary = lhbSummary(daily.rows);
  const { buyers: topIn, sellers: topOut } = netLeaders(daily.rows);
  return (
    <MarketView>
      <Card title="龙虎榜概览" extra={daily.date}>
        <StatGrid>
          <Stat label="上榜个股">{summary.stocks} 只</Stat>
          <Stat label="净买入个股">{summary.netBuy} 只</Stat>
          <Stat label="机构净买">
            <Amount value={summary.institutionNet} signed />
          </Stat>
        </StatGrid>
      </Card>
      <nav className={`${styles.card} ${styles.navGrid}`} aria-label="龙虎榜功能">
        {NAV.map((n) => (
          <Link prefetch={false} key={n.href} href={n.href} className={styles.navItem}>
            {n.label}
          </Link>
        ))}
      </nav>
      <Card
        title="净买入前五"
        extra={
          <Link prefetch={false} href="/tool/lhb/today?sort=net">
            全部 ›
          </Link>
        }
      >
        <NetList rows={topIn} />
      </Card>
      <Card title="净卖出居前">
        <NetList rows={topOut} />
      </Card>
      {seats?.rows.length ? (
        <Card
          title="活跃营业部"
          extra={
            <Link prefetch={false} href="/tool/lhb/sales/active">
              全部 ›
            </Link>
          }
        >
          <ul className={styles.list}>
            {seats.rows.slice(0, 5).map((s) => (
              <li key={s.seatId} className={styles.row}>
                <div className={styles.rowMain}>
                  <SeatName seat={s} />
                  <span className={styles.muted}>
                    买 {s.buyCount} 只 · 卖 {s.sellCount} 只
                  </span>
                </div>
                <div className={styles.rowSide}>
                  <Amount value={s.net} signed />
                </div>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <ViewFooter asOf={daily.asOf} stale={stale} note="每个交易日收盘后更新" />
    </MarketView>
  );
}

/** Stocks with their net buy and change, each opening the stock's 龙虎榜 page. */
function NetList({ rows }: { rows: LhbDaily['rows'] }) {
  return (
    <ul className={styles.list}>
      {rows.map((r) => (
        <li key={r.code} className={styles.row}>
          <StockLink code={r.code} name={r.name} market={r.market} href={lhbStockHref(r.code)} />
          <div className={styles.rowSide}>
            <Amount value={r.net} signed />
            <Change value={r.pct} />
          </div>
        </li>
      ))}
    </ul>
  );
}
