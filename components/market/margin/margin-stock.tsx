import { AppLink as Link } from '@/components/ui/app-link';
import type { MarginStock } from '@/lib/market/margin-schemas';
import { href } from '@/lib/routes/hrefs';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change, Price } from '../view-blocks/change';
import { CodeSearch } from '../view-blocks/code-search';
import { ToolTable } from '../view-blocks/tool-table';
import styles from '../view-blocks/market.module.css';
import { ViewFooter } from '../view-blocks/view-footer';

const shares = (v: number) => <span className="num">{v.toLocaleString('zh-CN')}股</span>;

/** 融资融券搜索: one stock's daily margin detail (SSE/Eastmoney field set). */
export function MarginStockView({ data, stale }: { data: MarginStock; stale: boolean }) {
  const latest = data.days[0];
  const { security } = data;
  return (
    <MarketView>
      <CodeSearch action="/tool/rzrq/search" name="code" placeholder="输入6位股票代码" defaultValue={security.code} />
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
        <StatGrid>
          <Stat label="融资余额">
            <Amount value={latest.rzye} />
          </Stat>
          <Stat label="融资净买入">
            <Amount value={latest.rzjme} signed />
          </Stat>
          <Stat label="融券余额">
            <Amount value={latest.rqye} />
          </Stat>
        </StatGrid>
        <p className={styles.note}>
          <Link prefetch={false} href={href('/stock', { code: security.code })}>
            个股页（K线与两融叠加） ›
          </Link>
        </p>
      </Card>
      <Card title="每日两融明细（近30日）">
        <ToolTable
          caption="每日两融明细"
          rows={data.days}
          rowKey={(d) => d.date}
          columns={[
            { key: 'd', label: '日期', render: (d) => <span className="num">{d.date}</span> },
            { key: 'rzye', label: '融资余额', render: (d) => <Amount value={d.rzye} /> },
            { key: 'rzmre', label: '融资买入额', render: (d) => <Amount value={d.rzmre} /> },
            { key: 'rzche', label: '融资偿还额', render: (d) => <Amount value={d.rzche} /> },
            { key: 'rzjme', label: '融资净买入', render: (d) => <Amount value={d.rzjme} signed /> },
            { key: 'rqyl', label: '融券余量', render: (d) => shares(d.rqyl) },
            { key: 'rqmcl', label: '融券卖出量', render: (d) => shares(d.rqmcl) },
            { key: 'rqchl', label: '融券偿还量', render: (d) => shares(d.rqchl) },
            { key: 'rqye', label: '融券余额', render: (d) => <Amount value={d.rqye} /> },
            { key: 'rzrqye', label: '两融余额', render: (d) => <Amount value={d.rzrqye} /> },
          ]}
        />
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="交易所于下一交易日披露两融数据" />
    </MarketView>
  );
}
