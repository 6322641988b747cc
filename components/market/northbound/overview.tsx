import { AppLink as Link } from '@/components/ui/app-link';
import type { SearchParams } from '@/lib/market/params';
import { CHANNEL_LABELS, type Flows, type Top10 } from '@/lib/market/northbound-schemas';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change } from '../view-blocks/change';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { CadenceNotice, ChannelTabs, FlowChart, FlowTable } from './shared';
import { northboundStockHref } from '@/lib/routes/hrefs';

const NAV = [
  { href: '/tool/northbound/details', label: '资金明细' },
  { href: '/tool/northbound/hot-list', label: '十大成交股' },
  { href: '/tool/northbound/rank', label: '持股排行' },
  { href: '/tool/northbound-plate', label: '行业持股' },
  { href: '/tool/northbound-search', label: '持股搜索' },
  { href: '/tool/northbound', label: '旧版' },
];

/** 北向资金 (new): the day's net buy by channel, 60-day chart, top traded stocks. */
export function NorthboundOverview({
  flows,
  top10,
  params,
  stale,
}: {
  flows: Flows;
  top10: Top10[];
  params: SearchParams;
  stale: boolean;
}) {
  const today = flows.days[flows.days.length - 1];
  const recent = flows.days.slice(-60);
  return (
    <MarketView>
      <ChannelTabs path="/tool/northbound-new" params={params} active={flows.channel} />
      <Card title={`${CHANNEL_LABELS[flows.channel]}成交净买额`} extra={today.date}>
        <p className={styles.statValue} style={{ fontSize: 'var(--fs-xxl)' }} data-testid="headline-net">
          <Amount value={today.net} signed />
        </p>
        <StatGrid>
          <Stat label="买入成交额">
            <Amount value={today.buy} />
          </Stat>
          <Stat label="卖出成交额">
            <Amount value={today.sell} />
          </Stat>
          <Stat label="历史累计净买">
            <Amount value={today.cumulative} />
          </Stat>
          <Stat label={today.indexName}>
            <Change value={today.indexPct} />
          </Stat>
          <Stat label="上涨/下跌">
            <span className="up">▲{today.upCount}</span> <span className="down">▼{today.downCount}</span>
          </Stat>
          <Stat label="领涨股">
            <Link prefetch={false} href={northboundStockHref(today.leader.code)}>
              {today.leader.name}
            </Link>
          </Stat>
        </StatGrid>
      </Card>
      <CadenceNotice />
      <nav className={`${styles.card} ${styles.navGrid}`} aria-label="北向资金功能">
        {NAV.map((n) => (
          <Link prefetch={false} key={n.href} href={n.href} className={styles.navItem}>
            {n.label}
          </Link>
        ))}
      </nav>
      <Card title="近60日资金流向">
        <FlowChart days={recent} channel={flows.channel} />
        <details className="fold" style={{ marginTop: 'calc(12 * var(--u))' }}>
          <summary>查看数据表（近10日）</summary>
          <FlowTable days={recent.slice(-10)} caption="近10日资金流向" />
        </details>
      </Card>
      {top10.map((t) => (
        <Card
          key={t.channel}
          title={`${CHANNEL_LABELS[t.channel]}十大成交股`}
          extra={
            <Link prefetch={false} href={`/tool/northbound/hot-list?channel=${t.channel}`}>
              全部 ›
            </Link>
          }
        >
          <ul className={styles.list}>
            {t.rows.slice(0, 5).map((r) => (
              <li key={r.code} className={styles.row}>
                <StockLink code={r.code} name={r.name} market={r.market} href={northboundStockHref(r.code)} />
                <div className={styles.rowSide}>
                  <span>
                    净买 <Amount value={r.net} signed />
                  </span>
                  <span className={styles.muted}>
                    成交 <Amount value={r.total} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      ))}
      <ViewFooter asOf={flows.asOf} stale={stale} note={flows.cadence} />
    </MarketView>
  );
}
