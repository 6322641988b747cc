import { AppLink as Link } from '@/components/ui/app-link';
import { shortReason } from '@/lib/market/lhb-rules';
import type { SearchParams } from '@/lib/market/params';
import type { LhbStockStats } from '@/lib/market/lhb-schemas';
import { EmptyState } from '@/components/ui/states';
import { LazyBarLineChart } from '../charts/lazy-chart';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change, Price } from '../view-blocks/change';
import { DataTable, type Column } from '../view-blocks/data-table';
import styles from '../view-blocks/market.module.css';
import { ViewFooter } from '../view-blocks/view-footer';
import { lhbStockDayHref } from '@/lib/routes/hrefs';
import { PeriodTabs } from './period-tabs';
import { CodeSearch } from '../view-blocks/code-search';

type Row = LhbStockStats['history'][number];

const columnsFor = (code: string): Column<Row>[] => [
  {
    key: 'date',
    label: '上榜日',
    render: (r) => (
      <Link prefetch={false} href={lhbStockDayHref(code, r.date)} className="num">
        {r.date}
      </Link>
    ),
  },
  { key: 'pct', label: '涨跌幅', render: (r) => <Change value={r.pct} /> },
  { key: 'net', label: '净买额', render: (r) => <Amount value={r.net} signed /> },
  { key: 'inst', label: '机构净买', render: (r) => <Amount value={r.instNet} signed /> },
  { key: 'reason', label: '上榜原因', className: styles.left, render: (r) => shortReason(r.reason) },
  { key: 'd1', label: '后1日', render: (r) => <Change value={r.post.d1} /> },
  { key: 'd5', label: '后5日', render: (r) => <Change value={r.post.d5} /> },
  { key: 'd10', label: '后10日', render: (r) => <Change value={r.post.d10} /> },
];

/** 个股上榜统计: counts and amounts over a period, the listings with what followed, and a chart. */
export function StockStats({ data, params, stale }: { data: LhbStockStats; params: SearchParams; stale: boolean }) {
  const { security, stats, changes } = data;
  const columns = columnsFor(security.code);
  const chronological = [...data.history].reverse();
  return (
    <MarketView>
      <CodeSearch action="/tool/lhb/stock/detail" placeholder="输入6位股票代码" defaultValue={security.code} />
      <Card
        title={
          <span className={styles.stockName}>
            {security.name} <span className={styles.stockCode}>{security.code}</span>
          </span>
        }
        extra={
          <>
            <Price value={data.close} /> <Change value={data.pct} />
          </>
        }
      >
        <p className={styles.muted}>
          {security.industry} · 近1月 <Change value={changes.m1} /> · 近3月 <Change value={changes.m3} /> · 近1年{' '}
          <Change value={changes.m12} />
        </p>
      </Card>
      <PeriodTabs path="/tool/lhb/stock/detail" params={params} active={data.period} />
      <Card title="上榜统计" extra={`${data.from} 至 ${data.to}`}>
        <StatGrid>
          <Stat label="上榜次数">{stats.count}</Stat>
          <Stat label="最近上榜">{stats.lastDate ?? '--'}</Stat>
          <Stat label="龙虎榜净买">
            <Amount value={stats.net} signed />
          </Stat>
          <Stat label="买入总额">
            <Amount value={stats.buy} />
          </Stat>
          <Stat label="卖出总额">
            <Amount value={stats.sell} />
          </Stat>
          <Stat label="机构净买">
            <Amount value={stats.instNet} signed />
          </Stat>
          <Stat label="机构买入次数">{stats.instBuyTimes}</Stat>
          <Stat label="机构卖出次数">{stats.instSellTimes}</Stat>
          <Stat label="成交总额">
            <Amount value={stats.total} />
          </Stat>
        </StatGrid>
      </Card>
      {data.history.length ? (
        <>
          <Card title="每次上榜净买额">
            <LazyBarLineChart
              points={chronological.map((h) => ({ time: h.date, bar: h.net }))}
              summary={`${security.name}${data.period}内上榜${stats.count}次，合计净买额见下表`}
            />
          </Card>
          <Card title="上榜记录" extra={`${data.history.length} 条`}>
            <DataTable
              caption="上榜记录"
              columns={columns}
              rows={data.history}
              rowKey={(r) => `${r.date}-${r.reason}`}
            />
          </Card>
        </>
      ) : (
        <Card>
          <EmptyState title="该周期内未上榜" description="换个更长的周期看看" />
        </Card>
      )}
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}
