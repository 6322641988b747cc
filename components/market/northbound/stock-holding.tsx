import { AppLink as Link } from '@/components/ui/app-link';
import { formatShares } from '@/lib/format/number';
import { CHANNEL_LABELS, type StockHolding } from '@/lib/market/northbound-schemas';
import { EmptyState } from '@/components/ui/states';
import { LazyBarLineChart } from '../charts/lazy-chart';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change, Price } from '../view-blocks/change';
import { DataTable } from '../view-blocks/data-table';
import styles from '../view-blocks/market.module.css';
import { ViewFooter } from '../view-blocks/view-footer';
import { CadenceNotice } from './shared';
import { toFixed2 } from '@/lib/format/amount';

/** 北向持股个股详情: holdings per disclosure period and recent top-10 appearances. */
export function StockHoldingView({ data, stale }: { data: StockHolding; stale: boolean }) {
  const latest = data.history[0];
  const { security } = data;
  return (
    <MarketView>
      <Card
        title={
          <>
            {security.name} <span className={styles.stockCode}>{security.code}</span>
          </>
        }
        extra={
          <>
            <Price value={data.close} /> <Change value={data.pct} />
          </>
        }
      >
        {latest ? (
          <StatGrid>
            <Stat label="持股市值">
              <Amount value={latest.mv} />
            </Stat>
            <Stat label="持股数">
              <span className="num">{formatShares(latest.shares)}</span>
            </Stat>
            <Stat label="占流通股">
              <span className="num">{toFixed2(latest.pctFloat)}%</span>
            </Stat>
          </StatGrid>
        ) : (
          <p className={styles.muted}>北向资金未持有或未披露该股。</p>
        )}
        <p className={styles.note}>
          <Link prefetch={false} href={`/tool/lhb/stock/detail?code=${security.code}`}>
            该股龙虎榜 ›
          </Link>
        </p>
      </Card>
      <CadenceNotice />
      {data.history.length ? (
        <Card title="持股变化（按披露期）">
          {/* Holdings (never below zero) as bars, coloured by the change against the previous period: one axis, one unit. */}
          <LazyBarLineChart
            cadence="quarterly"
            points={[...data.history]
              .reverse()
              .map((h) => ({ time: h.periodEnd, bar: h.mv, tone: h.changeShares < 0 ? 'down' : 'up' }))}
            summary={`${security.name}各披露期北向持股市值柱状图，红色为较上期增持、绿色为减持，数据见下表`}
            legend={[
              { label: '持股市值·较上期增持', color: 'var(--color-up)' },
              { label: '减持', color: 'var(--color-down)' },
            ]}
          />
          <DataTable
            caption="北向持股历史"
            rows={data.history}
            rowKey={(h) => h.periodEnd}
            columns={[
              { key: 'p', label: '披露期', render: (h) => <span className="num">{h.periodEnd}</span> },
              { key: 'mv', label: '持股市值', render: (h) => <Amount value={h.mv} /> },
              { key: 's', label: '持股数', render: (h) => <span className="num">{formatShares(h.shares)}</span> },
              { key: 'pf', label: '占流通股', render: (h) => <span className="num">{toFixed2(h.pctFloat)}%</span> },
              {
                key: 'c',
                label: '较上期',
                render: (h) => (
                  <span className={`num ${h.changeShares > 0 ? 'up' : h.changeShares < 0 ? 'down' : ''}`}>
                    {h.changeShares > 0 ? '+' : ''}
                    {formatShares(h.changeShares)}
                  </span>
                ),
              },
            ]}
          />
        </Card>
      ) : null}
      <Card title="近60日十大成交股记录">
        {data.top10.length ? (
          <DataTable
            caption="十大成交股记录"
            rows={data.top10}
            rowKey={(t) => `${t.date}-${t.channel}`}
            columns={[
              { key: 'd', label: '日期', render: (t) => <span className="num">{t.date}</span> },
              { key: 'c', label: '通道', render: (t) => CHANNEL_LABELS[t.channel] },
              { key: 'r', label: '排名', render: (t) => t.rank },
              { key: 'n', label: '净买额', render: (t) => <Amount value={t.net} signed /> },
              { key: 't', label: '成交额', render: (t) => <Amount value={t.total} /> },
            ]}
          />
        ) : (
          <EmptyState title="近60日未进入十大成交股" />
        )}
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note={data.cadence} />
    </MarketView>
  );
}
