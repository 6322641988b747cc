import { AppLink as Link } from '@/components/ui/app-link';
import { conditionDef, describeRange, parseConditions } from '@/lib/market/screener-rules';
import type { Strategies } from '@/lib/market/strategy-schemas';
import { href } from '@/lib/routes/hrefs';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Change } from '../view-blocks/change';
import { ToolTable } from '../view-blocks/tool-table';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';

type Board = Strategies['boards'][number];
const NOTE = '选股方案为按条件筛选的数据结果，成分股表现为历史数据，不构成投资建议。';

function describe(conditions: string): string {
  const parsed = parseConditions(conditions);
  return parsed.ok ? parsed.conditions.map((c) => `${conditionDef(c.key)!.label} ${describeRange(c)}`).join('；') : '';
}

/** The tool entries of the AI选股 page (its "banners" in the SPEC's global state). */
const BANNERS = [
  { title: '相似K线', desc: '找历史上走势相似的股票', to: href('/similar-candlestick/index') },
  { title: 'AI诊股', desc: '四维打分，结论附数据依据', to: href('/aiDiagnosis') },
  { title: '热点题材', desc: '题材热度与龙头梯队', to: href('/hotspotTheme/index') },
  { title: '技术形态', desc: '形态图鉴与历史胜率', to: href('/technologicalForms/index') },
  { title: '条件选股', desc: '自定义条件筛选', to: href('/conditionalSeletor/index') },
  { title: '个股排雷', desc: '质押、解禁、商誉等风险', to: href('/mineClearance/index') },
];

function BoardCard({ board }: { board: Board }) {
  return (
    <Card
      title={board.name}
      extra={
        <Link prefetch={false} href={href('/conditionalSeletor/detail', { c: board.conditions })}>
          {board.count} 只 ›
        </Link>
      }
    >
      <p className={styles.muted}>{describe(board.conditions)}</p>
      <StatGrid>
        <Stat label="今日平均涨跌">
          <Change value={board.avgPct} />
        </Stat>
        <Stat label="近5日平均">
          <Change value={board.avgPct5} />
        </Stat>
        <Stat label="上涨家数">
          {board.up} / {board.count}
        </Stat>
      </StatGrid>
      <ul className={styles.list}>
        {board.top.map((s) => (
          <li key={s.code} className={styles.row}>
            <StockLink code={s.code} name={s.name} market={s.market} href={href('/stock', { code: s.code })} />
            <div className={styles.rowSide}>
              <Change value={s.pct} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** AI智能选股: tool entries and the strategy boards with today's members. */
export function AiProjectView({ data, stale }: { data: Strategies; stale: boolean }) {
  return (
    <MarketView>
      <nav className={styles.navGrid} aria-label="智能工具">
        {BANNERS.map((b) => (
          <Link prefetch={false} key={b.title} href={b.to} className={styles.navItem}>
            <span>
              <strong>{b.title}</strong>
              <br />
              <span className={styles.muted}>{b.desc}</span>
            </span>
          </Link>
        ))}
      </nav>
      {data.boards.map((b) => (
        <BoardCard key={b.key} board={b} />
      ))}
      <p className={styles.note}>{NOTE}</p>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}

/** 选股方案列表: every strategy in one table (the new version shows them as cards with members). */
export function StrategyList({ data, stale, cards = false }: { data: Strategies; stale: boolean; cards?: boolean }) {
  return (
    <MarketView>
      {cards ? (
        data.boards.map((b) => <BoardCard key={b.key} board={b} />)
      ) : (
        <Card title="选股方案" extra={data.date}>
          <ToolTable<Board>
            caption="选股方案列表"
            rows={data.boards}
            rowKey={(b) => b.key}
            columns={[
              {
                key: 'n',
                label: '方案',
                render: (b) => (
                  <Link prefetch={false} href={href('/conditionalSeletor/detail', { c: b.conditions })}>
                    {b.name}
                  </Link>
                ),
              },
              { key: 'c', label: '入选', render: (b) => <span className="num">{b.count}只</span> },
              { key: 'p', label: '今日平均', render: (b) => <Change value={b.avgPct} /> },
              { key: 'p5', label: '近5日平均', render: (b) => <Change value={b.avgPct5} /> },
              {
                key: 'd',
                label: '条件',
                className: `${styles.left} ${styles.wrap}`,
                render: (b) => describe(b.conditions),
              },
            ]}
          />
          <p className={styles.note}>
            <Link prefetch={false} href={href('/conditionalSeletor/index')}>
              自定义条件选股 ›
            </Link>
          </p>
        </Card>
      )}
      <p className={styles.note}>{NOTE}</p>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}
