import { boardLadder } from '@/lib/market/theme-rules';
import type { ThemeDetail } from '@/lib/market/theme-schemas';
import { href } from '@/lib/routes/hrefs';
import { LazyBarLineChart } from '../charts/lazy-chart';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change, Price } from '../view-blocks/change';
import { ToolTable } from '../view-blocks/tool-table';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import tools from '../view-blocks/tools.module.css';

type Member = ThemeDetail['members'][number];

/** 题材详情: KPIs, leaders, ladder, constituents with 入选原因, fund flow and catalysts. */
export function ThemeDetailView({ data, stale }: { data: ThemeDetail; stale: boolean }) {
  const { theme } = data;
  const ladder = boardLadder(data.members);
  return (
    <MarketView>
      <Card title={theme.name} extra={<Change value={theme.pct} />}>
        <p className={styles.muted}>{theme.intro}</p>
        <StatGrid>
          <Stat label="热度排名">第 {theme.rank} 名</Stat>
          <Stat label="强度">{theme.strength}</Stat>
          <Stat label="涨停数">{theme.limitUps} 只</Stat>
          <Stat label="主力净流入">
            <Amount value={theme.mainNet} signed />
          </Stat>
          <Stat label="成分股">{theme.members} 只</Stat>
          <Stat label="数据日">{data.date.slice(5)}</Stat>
        </StatGrid>
      </Card>
      <Card title="龙头股">
        <ul className={styles.list}>
          {data.members
            .filter((m) => m.leader)
            .map((m) => (
              <li key={m.code} className={styles.row}>
                <StockLink code={m.code} name={m.name} market={m.market} href={href('/stock', { code: m.code })} />
                <div className={styles.rowSide}>
                  <Change value={m.pct} />
                  <span className={styles.muted}>{m.boards ? `${m.boards}连板` : m.limitUp ? '涨停' : '龙头'}</span>
                </div>
              </li>
            ))}
        </ul>
      </Card>
      {ladder.length ? (
        <Card title="连板梯队">
          <div className={tools.ladder}>
            {ladder.map(({ boards: n, members }) => (
              <div key={n} className={tools.ladderRow}>
                <span className={tools.ladderHead}>{n === 1 ? '首板' : `${n}连板`}</span>
                <span className={tools.ladderStocks}>
                  {members.map((m) => (
                    <span key={m.code} className={tools.ladderStock}>
                      {m.name}
                    </span>
                  ))}
                </span>
              </div>
            ))}
          </div>
        </Card>
      ) : null}
      <Card title="主力资金流向（近30日）">
        <LazyBarLineChart
          points={data.flows.map((f) => ({ time: f.date, bar: f.mainNet }))}
          summary={`${theme.name}题材近30个交易日主力净流入柱状图，红色流入、绿色流出，数据见下表`}
          legend={[
            { label: '净流入', color: 'var(--color-up)' },
            { label: '净流出', color: 'var(--color-down)' },
          ]}
        />
        <details className="fold">
          <summary>查看数据表</summary>
          <ToolTable
            caption="题材资金流向"
            rows={[...data.flows].reverse()}
            rowKey={(f) => f.date}
            columns={[
              { key: 'd', label: '日期', render: (f) => <span className="num">{f.date}</span> },
              { key: 'n', label: '主力净流入', render: (f) => <Amount value={f.mainNet} signed /> },
              { key: 'p', label: '平均涨跌幅', render: (f) => <Change value={f.pct} /> },
            ]}
          />
        </details>
      </Card>
      <Card
        title="成分股"
        extra={
          data.theme.members > data.members.length
            ? `共 ${data.theme.members} 只 · 显示前 ${data.members.length} 只`
            : `${data.members.length} 只`
        }
      >
        <ToolTable<Member>
          caption="题材成分股"
          rows={data.members}
          rowKey={(m) => m.code}
          columns={[
            {
              key: 's',
              label: '名称',
              render: (m) => (
                <StockLink code={m.code} name={m.name} market={m.market} href={href('/stock', { code: m.code })} />
              ),
            },
            { key: 'p', label: '涨跌幅', render: (m) => <Change value={m.pct} /> },
            { key: 'c', label: '最新价', render: (m) => <Price value={m.close} /> },
            { key: 'n', label: '主力净流入', render: (m) => <Amount value={m.mainNet} signed /> },
            { key: 'r', label: '入选原因', className: `${styles.left} ${styles.wrap}`, render: (m) => m.reason },
          ]}
        />
      </Card>
      <Card title="催化事件">
        <ul className={tools.timeline}>
          {data.catalysts.map((c) => (
            <li key={`${c.date}-${c.title}`}>
              <span className="num">{c.date}</span>
              <span>{c.title}</span>
            </li>
          ))}
        </ul>
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="入选原因来自公司公告与互动平台整理" />
    </MarketView>
  );
}
