import { withQuery, type SearchParams } from '@/lib/market/params';
import { rankMargin, type MarginRanking } from '@/lib/market/margin-rules';
import { MARGIN_WINDOWS, type MarginSummary } from '@/lib/market/margin-schemas';
import { toFixed2 } from '@/lib/format/amount';
import { href } from '@/lib/routes/hrefs';
import { LazyBarLineChart } from '../charts/lazy-chart';
import { Card, MarketView } from '../view-blocks/card';
import { Amount, Change, Price } from '../view-blocks/change';
import { CodeSearch } from '../view-blocks/code-search';
import { ToolTable } from '../view-blocks/tool-table';
import { LinkChips } from '../view-blocks/link-tabs';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';

const PATH = '/tool/rzrq';
type Row = MarginSummary['ranking'][number];

/** 融资融券: market totals by exchange, balance against the index, per-stock ranking over 1/3/5/10 days. */
export function MarginSummaryView({
  data,
  params,
  stale,
  sort,
}: {
  data: MarginSummary;
  params: SearchParams;
  stale: boolean;
  sort: MarginRanking;
}) {
  const ranking = rankMargin(data.ranking, sort);
  const history = data.history.slice(-60);
  return (
    <MarketView>
      <CodeSearch action={PATH + '/search'} name="code" placeholder="输入6位代码查询个股两融明细" />
      <Card title="两融余额" extra={data.date}>
        <ToolTable
          caption="各交易所融资融券汇总"
          rows={[...data.exchanges, { ...data.total, exchange: 'all' as const, label: '合计' }]}
          rowKey={(r) => r.exchange}
          columns={[
            { key: 'x', label: '市场', render: (r) => r.label },
            { key: 'rzye', label: '融资余额', render: (r) => <Amount value={r.rzye} /> },
            { key: 'rzmre', label: '融资买入额', render: (r) => <Amount value={r.rzmre} /> },
            { key: 'rzche', label: '融资偿还额', render: (r) => <Amount value={r.rzche} /> },
            { key: 'rqye', label: '融券余额', render: (r) => <Amount value={r.rqye} /> },
            {
              key: 'rqmcl',
              label: '融券卖出量',
              render: (r) => <span className="num">{r.rqmcl.toLocaleString('zh-CN')}股</span>,
            },
            { key: 'rzrqye', label: '融资融券余额', render: (r) => <Amount value={r.rzrqye} /> },
          ]}
        />
      </Card>
      <Card title="融资余额与上证指数（近60日）">
        <LazyBarLineChart
          points={history.map((h, i) => ({
            time: h.date,
            bar: i ? h.rzye - history[i - 1].rzye : 0,
            line: h.rzye,
            line2: h.indexClose,
          }))}
          summary="近60个交易日两市融资余额（折线）、日变化（柱）与上证指数，数据见下表"
          lineLabel="融资余额"
          line2Label="上证指数"
          legend={[
            { label: '融资余额', color: '#2f6fdf' },
            { label: '上证指数', color: '#c8a165' },
            { label: '余额日变化', color: 'var(--color-up)' },
          ]}
        />
        <details className="fold">
          <summary>查看数据表</summary>
          <ToolTable
            caption="融资余额历史"
            rows={[...history].reverse()}
            rowKey={(h) => h.date}
            columns={[
              { key: 'd', label: '日期', render: (h) => <span className="num">{h.date}</span> },
              { key: 'rzye', label: '融资余额', render: (h) => <Amount value={h.rzye} /> },
              { key: 'rzrqye', label: '两融余额', render: (h) => <Amount value={h.rzrqye} /> },
              { key: 'idx', label: '上证指数', render: (h) => <span className="num">{toFixed2(h.indexClose)}</span> },
            ]}
          />
        </details>
      </Card>
      <LinkChips
        label="区间"
        active={String(data.window)}
        options={MARGIN_WINDOWS.map((d) => ({
          key: String(d),
          label: `${d}日`,
          href: withQuery(PATH, params, { days: d === 1 ? undefined : String(d) }),
        }))}
      />
      <LinkChips
        label="排序"
        active={sort}
        options={[
          { key: 'net', label: '融资净买入', href: withQuery(PATH, params, { sort: undefined }) },
          { key: 'change', label: '余额变化', href: withQuery(PATH, params, { sort: 'change' }) },
        ]}
      />
      <Card title={`个股${data.window}日融资${sort === 'net' ? '净买入' : '余额变化'}排行`}>
        <ToolTable<Row>
          caption="个股融资排行"
          rows={ranking}
          rowKey={(r) => r.code}
          columns={[
            {
              key: 'stock',
              label: '名称',
              render: (r) => (
                <StockLink
                  code={r.code}
                  name={r.name}
                  market={r.market}
                  href={href('/tool/rzrq/search', { code: r.code })}
                />
              ),
            },
            { key: 'net', label: `${data.window}日融资净买入`, render: (r) => <Amount value={r.netBuy} signed /> },
            { key: 'chg', label: '余额变化', render: (r) => <Amount value={r.change} signed /> },
            { key: 'chgp', label: '变化幅度', render: (r) => <Change value={r.changePct} /> },
            { key: 'rzye', label: '融资余额', render: (r) => <Amount value={r.rzye} /> },
            { key: 'pct', label: '涨跌幅', render: (r) => <Change value={r.pct} /> },
            { key: 'close', label: '收盘价', render: (r) => <Price value={r.close} /> },
          ]}
        />
        <p className={styles.note}>融资净买入 = 融资买入额 − 融资偿还额</p>
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="交易所于下一交易日披露两融数据" />
    </MarketView>
  );
}
