import { AppLink as Link } from '@/components/ui/app-link';
import type { SearchParams } from '@/lib/market/params';
import type { TradingCalendar } from '@/lib/market/calendar-schemas';
import type { PatternGallery, PatternHits, PatternInfo, PatternStats } from '@/lib/market/pattern-schemas';
import { toFixed2 } from '@/lib/format/amount';
import { href } from '@/lib/routes/hrefs';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView } from '../view-blocks/card';
import { Change, Price } from '../view-blocks/change';
import { ToolTable } from '../view-blocks/tool-table';
import { DayPicker } from '../view-blocks/day-picker';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import tools from '../view-blocks/tools.module.css';

const HIT_RATE_NOTE =
  '历史胜率为形态出现后N日收盘价高于出现日的比例，基于本系统样本统计，不代表未来表现，不构成投资建议。';

function fivedays(p: PatternInfo): PatternStats | undefined {
  return p.stats.find((s) => s.horizon === 5);
}

/** 技术形态选股: the gallery of patterns with a plain definition, today's hits and a hit rate with n. */
export function PatternGalleryView({ data, stale }: { data: PatternGallery; stale: boolean }) {
  return (
    <MarketView>
      <Card title="形态图鉴" extra={data.date}>
        <div className={tools.gallery}>
          {data.patterns.map((p) => {
            const s = fivedays(p);
            return (
              <Link
                prefetch={false}
                key={p.key}
                href={href('/technologicalForms/list', { key: p.key })}
                className={tools.galleryItem}
              >
                <span className={tools.galleryName}>{p.name}</span>
                <span className={tools.galleryText}>{p.definition}</span>
                <span className="num">今日 {p.hits} 只</span>
                <span className={tools.galleryText}>
                  5日胜率 {s?.winRate === null || !s ? '--' : `${toFixed2(s.winRate)}%`}（n={s?.n ?? 0}）
                </span>
              </Link>
            );
          })}
        </div>
        <p className={styles.note}>
          统计区间 {data.from} 至 {data.date}。{HIT_RATE_NOTE}
        </p>
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="每个交易日收盘后识别" />
    </MarketView>
  );
}

function StatsTable({ stats }: { stats: PatternStats[] }) {
  return (
    <ToolTable
      caption="形态出现后的历史表现"
      rows={stats}
      rowKey={(s) => String(s.horizon)}
      columns={[
        { key: 'h', label: '持有期', render: (s) => `${s.horizon}日` },
        { key: 'n', label: '样本数n', render: (s) => <span className="num">{s.n}</span> },
        {
          key: 'w',
          label: '胜率',
          render: (s) => <span className="num">{s.winRate === null ? '--' : `${toFixed2(s.winRate)}%`}</span>,
        },
        { key: 'm', label: '平均涨跌', render: (s) => <Change value={s.mean} /> },
        { key: 'md', label: '中位数', render: (s) => <Change value={s.median} /> },
      ]}
    />
  );
}

/** 技术形态个股列表: today's hits of one pattern, strongest first. */
export function PatternListView({
  data,
  calendar,
  params,
  stale,
}: {
  data: PatternHits;
  calendar: TradingCalendar | null;
  params: SearchParams;
  stale: boolean;
}) {
  return (
    <MarketView>
      <DayPicker
        path="/technologicalForms/list"
        params={params}
        calendar={calendar}
        date={data.date}
        requestedDate={data.requestedDate}
        rolledBack={data.rolledBack}
      />
      <Card
        title={data.pattern.name}
        extra={
          <Link prefetch={false} href={href('/technologicalForms/detail', { key: data.pattern.key })}>
            形态说明与胜率 ›
          </Link>
        }
      >
        <p className={styles.muted}>{data.pattern.definition}</p>
      </Card>
      <Card
        title="出现该形态的个股"
        extra={
          data.pattern.hits > data.rows.length
            ? `共 ${data.pattern.hits} 只 · 显示前 ${data.rows.length} 只`
            : `${data.rows.length} 只`
        }
      >
        {data.rows.length ? (
          <ToolTable
            caption={`${data.pattern.name}个股`}
            rows={data.rows}
            rowKey={(r) => r.code}
            columns={[
              {
                key: 's',
                label: '名称',
                render: (r) => (
                  <StockLink code={r.code} name={r.name} market={r.market} href={href('/stock', { code: r.code })} />
                ),
              },
              { key: 'p', label: '涨跌幅', render: (r) => <Change value={r.pct} /> },
              { key: 'c', label: '收盘价', render: (r) => <Price value={r.close} /> },
              { key: 'd', label: '形态说明', className: styles.left, render: (r) => r.detail },
              { key: 'i', label: '行业', className: styles.left, render: (r) => r.industry },
            ]}
          />
        ) : (
          <EmptyState title="当日没有个股出现该形态" description="换一个交易日或形态看看" />
        )}
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}

/** 技术形态详情: the definition, hit rates per holding period with n, and recent hits with what followed. */
export function PatternDetailView({ data, stale }: { data: PatternHits; stale: boolean }) {
  return (
    <MarketView>
      <Card
        title={data.pattern.name}
        extra={
          <Link prefetch={false} href={href('/technologicalForms/list', { key: data.pattern.key })}>
            今日 {data.pattern.hits} 只 ›
          </Link>
        }
      >
        <p>{data.pattern.definition}</p>
      </Card>
      <Card title="历史胜率">
        <StatsTable stats={data.pattern.stats} />
        <p className={styles.note}>
          统计区间 {data.from} 至 {data.date}，全部样本。{HIT_RATE_NOTE}
        </p>
      </Card>
      <Card title="近期出现记录">
        <ToolTable
          caption="近期出现记录"
          rows={data.history}
          rowKey={(r) => `${r.date}-${r.code}`}
          columns={[
            {
              key: 's',
              label: '名称',
              render: (r) => (
                <StockLink code={r.code} name={r.name} market={r.market} href={href('/stock', { code: r.code })} />
              ),
            },
            { key: 'd', label: '出现日', render: (r) => <span className="num">{r.date}</span> },
            { key: 'c', label: '当日收盘', render: (r) => <Price value={r.close} /> },
            { key: '1', label: '1日后', render: (r) => <Change value={r.d1} /> },
            { key: '5', label: '5日后', render: (r) => <Change value={r.d5} /> },
            { key: '10', label: '10日后', render: (r) => <Change value={r.d10} /> },
          ]}
        />
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}
