import { AppLink as Link } from '@/components/ui/app-link';
import type { Diagnosis, DiagnosisList, Dimension } from '@/lib/market/diagnosis-schemas';
import { DIMENSION_LABELS, DIMENSIONS } from '@/lib/market/diagnosis-schemas';
import { href } from '@/lib/routes/hrefs';
import { Card, MarketView } from '../view-blocks/card';
import { Change, Price } from '../view-blocks/change';
import { CodeSearch } from '../view-blocks/code-search';
import { ToolTable } from '../view-blocks/tool-table';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { LinesSvg } from '../charts/lines-svg';
import tools from '../view-blocks/tools.module.css';
import { ClaimItem } from './claim-source';

export const DIAGNOSIS_NOTE =
  'AI诊股依据公开历史数据按固定规则打分，仅描述数据表现，不对股价走势作出判断，不构成任何买卖建议。';

function ScoreBars({ data }: { data: Diagnosis }) {
  return (
    <div className={tools.bars}>
      {data.dimensions.map((d) => (
        <div key={d.key} className={tools.barRow}>
          <Link prefetch={false} href={href('/aiDiagnosisDetail', { code: data.security.code, dim: d.key })}>
            {d.label}
          </Link>
          <span className={tools.barTrack} role="img" aria-label={`${d.label} ${d.score} 分（满分100）`}>
            <span className={tools.barFill} style={{ display: 'block', width: `${d.score}%` }} />
          </span>
          <span className="num">{d.score} 分</span>
        </div>
      ))}
    </div>
  );
}

function Header({ data }: { data: Diagnosis }) {
  return (
    <Card
      title={
        <>
          {data.security.name} <span className={styles.stockCode}>{data.security.code}</span>
        </>
      }
      extra={
        <>
          <Price value={data.close} /> <Change value={data.pct} />
        </>
      }
    >
      <div className={tools.score}>
        <span className={tools.scoreValue} data-testid="diagnosis-total">
          {data.total}
        </span>
        <span className={styles.muted}>
          综合得分 · 第 {data.rank} / {data.of} 名 · {data.date}
        </span>
      </div>
      <p>{data.summary}</p>
      <ScoreBars data={data} />
    </Card>
  );
}

function HistoryCard({ data, dim }: { data: Diagnosis; dim?: Dimension }) {
  const key = dim ?? 'total';
  const label = dim ? DIMENSION_LABELS[dim] : '综合';
  return (
    <Card title={`${label}得分历史（近${data.history.length}日）`}>
      <LinesSvg
        summary={`${data.security.name}近${data.history.length}个交易日${label}得分折线，数值见下表`}
        series={[{ label: `${label}得分`, values: data.history.map((h) => h[key]), color: '#2f6fdf' }]}
        unit="分"
      />
      <details className="fold">
        <summary>查看数据表</summary>
        <ToolTable
          caption="得分历史"
          rows={[...data.history].reverse()}
          rowKey={(h) => h.date}
          columns={[
            { key: 'd', label: '日期', render: (h) => <span className="num">{h.date}</span> },
            { key: 't', label: '综合', render: (h) => <span className="num">{h.total}</span> },
            ...DIMENSIONS.map((k) => ({
              key: k,
              label: DIMENSION_LABELS[k],
              render: (h: Diagnosis['history'][number]) => <span className="num">{h[k]}</span>,
            })),
          ]}
        />
      </details>
    </Card>
  );
}

/** AI诊股报告: total and four dimension scores, every claim linked to its data point, score history. */
export function DiagnosisReport({ data, stale }: { data: Diagnosis; stale: boolean }) {
  return (
    <MarketView>
      <CodeSearch
        action="/aiDiagnosisSecond"
        name="code"
        placeholder="输入6位代码诊股"
        defaultValue={data.security.code}
      />
      <Header data={data} />
      {data.dimensions.map((d) => (
        <Card
          key={d.key}
          title={`${d.label} ${d.score} 分`}
          extra={
            <Link prefetch={false} href={href('/aiDiagnosisDetail', { code: data.security.code, dim: d.key })}>
              详情 ›
            </Link>
          }
        >
          <ul className={tools.claims}>
            {d.claims.map((c) => (
              <ClaimItem key={c.text} claim={c} />
            ))}
          </ul>
        </Card>
      ))}
      <HistoryCard data={data} />
      <p className={styles.note}>{DIAGNOSIS_NOTE}</p>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}

/** AI诊股详情: one dimension's claims and its score history. */
export function DiagnosisDimension({ data, dim, stale }: { data: Diagnosis; dim: Dimension; stale: boolean }) {
  const d = data.dimensions.find((x) => x.key === dim)!;
  return (
    <MarketView>
      <nav className={styles.tabs} aria-label="诊断维度">
        {data.dimensions.map((x) => (
          <Link
            prefetch={false}
            key={x.key}
            replace
            scroll={false}
            href={href('/aiDiagnosisDetail', { code: data.security.code, dim: x.key })}
            className={x.key === dim ? styles.tabActive : styles.tab}
            aria-current={x.key === dim ? 'page' : undefined}
          >
            {x.label}
          </Link>
        ))}
      </nav>
      <Card title={`${data.security.name} · ${d.label}`} extra={<span className="num">{d.score} 分</span>}>
        <ul className={tools.claims}>
          {d.claims.map((c) => (
            <ClaimItem key={c.text} claim={c} />
          ))}
        </ul>
        <p className={styles.note}>
          <Link prefetch={false} href={href('/aiDiagnosisSecond', { code: data.security.code })}>
            ‹ 完整诊股报告
          </Link>
        </p>
      </Card>
      <HistoryCard data={data} dim={dim} />
      <p className={styles.note}>{DIAGNOSIS_NOTE}</p>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}

/** AI诊股分享查看: the summary someone opens from a shared link, with the way to the full report. */
export function DiagnosisShared({ data, stale }: { data: Diagnosis; stale: boolean }) {
  return (
    <MarketView>
      <Header data={data} />
      <Card title="主要依据">
        <ul className={tools.claims}>
          {data.dimensions.map((d) => (d.claims[0] ? <ClaimItem key={d.key} claim={d.claims[0]} /> : null))}
        </ul>
        <Link prefetch={false} className={styles.more} href={href('/aiDiagnosisSecond', { code: data.security.code })}>
          查看完整报告 ›
        </Link>
      </Card>
      <p className={styles.note}>{DIAGNOSIS_NOTE}</p>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}

/** AI诊股: search and the day's ranking by total score with its change. */
export function DiagnosisHome({ data, stale }: { data: DiagnosisList; stale: boolean }) {
  return (
    <MarketView>
      <Card title="输入股票开始诊股">
        <CodeSearch action="/aiDiagnosisSecond" name="code" placeholder="输入6位股票代码，如 600519" />
        <p className={styles.note}>
          从技术面、资金面、基本面、消息面四个维度打分，每条结论都附数据依据。
          <Link prefetch={false} href={href('/diagnosis-confirm')}>
            免费次数与深度服务 ›
          </Link>
        </p>
      </Card>
      <Card title="综合得分排行" extra={data.date}>
        <ToolTable
          caption="AI诊股综合得分排行"
          rows={data.rows}
          rowKey={(r) => r.code}
          columns={[
            {
              key: 's',
              label: '名称',
              render: (r) => (
                <StockLink
                  code={r.code}
                  name={r.name}
                  market={r.market}
                  href={href('/aiDiagnosisSecond', { code: r.code })}
                />
              ),
            },
            { key: 't', label: '综合得分', render: (r) => <span className="num">{r.total}</span> },
            { key: 'r', label: '排名', render: (r) => <span className="num">{r.rank}</span> },
            {
              key: 'c',
              label: '较前日',
              render: (r) => (
                <span
                  className={`num ${r.rankChange && r.rankChange > 0 ? 'up' : r.rankChange && r.rankChange < 0 ? 'down' : ''}`}
                >
                  {r.rankChange === null
                    ? '--'
                    : r.rankChange > 0
                      ? `▲${r.rankChange}`
                      : r.rankChange < 0
                        ? `▼${-r.rankChange}`
                        : '持平'}
                </span>
              ),
            },
            { key: 'p', label: '涨跌幅', render: (r) => <Change value={r.pct} /> },
            { key: 'i', label: '行业', className: styles.left, render: (r) => r.industry },
          ]}
        />
      </Card>
      <p className={styles.note}>{DIAGNOSIS_NOTE}</p>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}
