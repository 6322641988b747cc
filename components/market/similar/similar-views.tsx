import { AppLink as Link } from '@/components/ui/app-link';
import type { SimilarAnswer } from '@/lib/market/similar-schemas';
import { toFixed2 } from '@/lib/format/amount';
import { href } from '@/lib/routes/hrefs';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView } from '../view-blocks/card';
import { Change } from '../view-blocks/change';
import { ToolTable } from '../view-blocks/tool-table';
import styles from '../view-blocks/market.module.css';
import { ViewFooter } from '../view-blocks/view-footer';
import { LinesSvg } from '../charts/lines-svg';
import { SimilarForm } from './similar-form';

const COLORS = ['#2f6fdf', '#c8a165', '#8a5cd1', '#1f9e89', '#e07b39', '#7a8699'];
const NOTE = '相似度为收盘价序列的皮尔逊相关系数；后续涨跌为历史样本统计，不代表未来走势，不构成投资建议。';

type Match = SimilarAnswer['matches'][number];

function StatsTable({ stats }: { stats: SimilarAnswer['stats'] }) {
  return (
    <ToolTable
      caption="相似走势后续表现统计"
      rows={stats}
      rowKey={(s) => String(s.horizon)}
      columns={[
        { key: 'h', label: '之后', render: (s) => `${s.horizon}日` },
        { key: 'n', label: '样本n', render: (s) => <span className="num">{s.n}</span> },
        {
          key: 'w',
          label: '上涨概率',
          render: (s) => <span className="num">{s.winRate === null ? '--' : `${toFixed2(s.winRate)}%`}</span>,
        },
        { key: 'm', label: '平均涨跌', render: (s) => <Change value={s.mean} /> },
        { key: 'md', label: '中位数', render: (s) => <Change value={s.median} /> },
      ]}
    />
  );
}

/** 相似K线: inputs, aggregate forward returns with n, an overlay of the best matches and the match list. */
export function SimilarView({ data, stale }: { data: SimilarAnswer; stale: boolean }) {
  const { target } = data;
  const query = { code: target.security.code, window: data.window, scope: data.scope };
  return (
    <MarketView>
      <Card title="搜索条件">
        <SimilarForm code={target.security.code} window={data.window} scope={data.scope} />
        <p className={styles.note}>
          目标：{target.security.name}（{target.security.code}）{target.from} 至 {target.to}，共 {data.window}{' '}
          个交易日；比较了 {data.candidates.toLocaleString('zh-CN')} 个历史窗口，相似度达到{' '}
          {Math.round(data.threshold * 100)}% 的才算相似走势
          {data.matches.length ? `（列出最相似的 ${data.matches.length} 个）` : ''}。
        </p>
      </Card>
      {data.matches.length ? (
        <>
          <Card title="后续表现统计" extra={`仅统计相似度 ≥ ${Math.round(data.threshold * 100)}% 的走势`}>
            <StatsTable stats={data.stats} />
          </Card>
          <Card title="走势叠加（前5个匹配）">
            <LinesSvg
              summary={`目标走势与前5个相似走势按起点归一为100的叠加图，虚线右侧为匹配走势之后20日，数值见下方列表`}
              marker={data.window - 1}
              series={[
                { label: `目标 ${target.security.name}`, values: target.path, color: 'var(--color-up)', width: 3 },
                ...data.matches.slice(0, 5).map((m, i) => ({
                  label: `${i + 1}. ${m.security.name} ${m.from.slice(2)}`,
                  values: m.path,
                  color: COLORS[i],
                })),
              ]}
            />
          </Card>
          <Card title="相似走势" extra={`前 ${data.matches.length} 个`}>
            <ToolTable<Match>
              caption="相似走势列表"
              rows={data.matches}
              rowKey={(m) => `${m.security.code}-${m.to}`}
              columns={[
                {
                  key: 's',
                  label: '股票',
                  render: (m) => (
                    <Link prefetch={false} href={href('/stock', { code: m.security.code })}>
                      {m.security.name}
                    </Link>
                  ),
                },
                {
                  key: 'd',
                  label: '区间',
                  render: (m) => (
                    <span className="num">
                      {m.from.slice(2)}~{m.to.slice(5)}
                    </span>
                  ),
                },
                {
                  key: 'r',
                  label: '相似度',
                  render: (m) => <span className="num">{toFixed2(m.similarity * 100)}%</span>,
                },
                { key: '1', label: '1日', render: (m) => <Change value={m.forward.d1} /> },
                { key: '3', label: '3日', render: (m) => <Change value={m.forward.d3} /> },
                { key: '5', label: '5日', render: (m) => <Change value={m.forward.d5} /> },
                { key: '10', label: '10日', render: (m) => <Change value={m.forward.d10} /> },
                { key: '20', label: '20日', render: (m) => <Change value={m.forward.d20} /> },
                {
                  key: 'x',
                  label: '详情',
                  render: (m) => (
                    <Link prefetch={false} href={href('/result', { ...query, match: data.matches.indexOf(m) + 1 })}>
                      对比 ›
                    </Link>
                  ),
                },
              ]}
            />
          </Card>
        </>
      ) : (
        <Card title="相似走势">
          <EmptyState
            title="没有找到相似走势"
            description={`没有历史窗口与目标走势的相似度达到 ${Math.round(data.threshold * 100)}%，因此不做后续表现统计。试试缩短窗口，或搜索全部股票。`}
          />
        </Card>
      )}
      <p className={styles.note}>{NOTE}</p>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}

/** 相似K线匹配结果: one match against the target, day by day, with what followed. */
export function SimilarMatchView({ data, index, stale }: { data: SimilarAnswer; index: number; stale: boolean }) {
  const m = data.matches[index];
  const { target } = data;
  const days = m.path.map((v, i) => ({ i, target: target.path[i] ?? null, match: v }));
  return (
    <MarketView>
      <Card title={`${m.security.name} ${m.from} 至 ${m.to}`} extra={`相似度 ${toFixed2(m.similarity * 100)}%`}>
        <LinesSvg
          summary={`${target.security.name}最近${data.window}日与${m.security.name}${m.from}起走势归一叠加，虚线右侧为其后续走势，数值见下表`}
          marker={data.window - 1}
          series={[
            { label: `目标 ${target.security.name}`, values: target.path, color: 'var(--color-up)', width: 3 },
            { label: `匹配 ${m.security.name}`, values: m.path, color: COLORS[0] },
          ]}
        />
        <p className={styles.note}>
          <Link
            prefetch={false}
            href={href('/similar-candlestick/index', {
              code: target.security.code,
              window: data.window,
              scope: data.scope,
            })}
          >
            ‹ 返回全部匹配
          </Link>
        </p>
      </Card>
      <Card title="之后表现">
        <ToolTable
          caption="匹配走势之后的涨跌"
          rows={([1, 3, 5, 10, 20] as const).map((h) => ({ h, v: m.forward[`d${h}`] }))}
          rowKey={(r) => String(r.h)}
          columns={[
            { key: 'h', label: '之后', render: (r) => `${r.h}日` },
            { key: 'v', label: '涨跌幅', render: (r) => <Change value={r.v} /> },
          ]}
        />
      </Card>
      <Card title="逐日对比（起点=100）">
        <ToolTable
          caption="逐日归一价格"
          rows={days}
          rowKey={(d) => String(d.i)}
          columns={[
            {
              key: 'i',
              label: '第几日',
              render: (d) => (d.i < data.window ? `${d.i + 1}` : `后${d.i - data.window + 1}`),
            },
            {
              key: 't',
              label: '目标',
              render: (d) => <span className="num">{d.target === null ? '--' : toFixed2(d.target)}</span>,
            },
            { key: 'm', label: '匹配', render: (d) => <span className="num">{toFixed2(d.match)}</span> },
          ]}
        />
      </Card>
      <p className={styles.note}>{NOTE}</p>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}
