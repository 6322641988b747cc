import { AppLink as Link } from '@/components/ui/app-link';
import { withQuery, type SearchParams } from '@/lib/market/params';
import { riskCounts } from '@/lib/market/risk-rules';
import {
  RISK_KIND_LABELS,
  RISK_KINDS,
  SEVERITY_LABELS,
  type RiskItem,
  type RiskScan,
  type StockRisk,
} from '@/lib/market/risk-schemas';
import { href } from '@/lib/routes/hrefs';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Change, Price } from '../view-blocks/change';
import { CodeSearch } from '../view-blocks/code-search';
import { ToolTable } from '../view-blocks/tool-table';
import { LinkTabs } from '../view-blocks/link-tabs';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import tools from '../view-blocks/tools.module.css';

const SEVERITY_CLASS = {
  high: tools.sevHigh,
  medium: tools.sevMedium,
  low: tools.sevLow,
  none: tools.sevNone,
} as const;

export function Severity({ value }: { value: RiskItem['severity'] }) {
  return (
    <span className={SEVERITY_CLASS[value]}>
      {value === 'high' ? '● ' : value === 'medium' ? '◐ ' : value === 'low' ? '○ ' : ''}
      {SEVERITY_LABELS[value]}
    </span>
  );
}

/** 个股排雷: every risk item of one stock with its severity and data date. */
export function StockRiskView({ data, stale }: { data: StockRisk; stale: boolean }) {
  const { security } = data;
  const { flagged } = riskCounts(data.items);
  return (
    <MarketView>
      <CodeSearch
        action="/mineClearance/index"
        name="code"
        placeholder="输入6位股票代码排雷"
        defaultValue={security.code}
      />
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
          <Stat label="综合风险">
            <Severity value={data.level} />
          </Stat>
          <Stat label="中高风险项">{flagged} 项</Stat>
          <Stat label="检查项目">{data.items.length} 项</Stat>
        </StatGrid>
        <p className={styles.note}>
          <Link prefetch={false} href={href('/aiDiagnosisSecond', { code: security.code })}>
            查看AI诊股 ›
          </Link>
        </p>
      </Card>
      <Card title="风险项目">
        <ul className={tools.claims}>
          {data.items.map((item) => (
            <li key={item.kind} className={tools.claim}>
              <span>
                <strong>{RISK_KIND_LABELS[item.kind]}</strong> · <Severity value={item.severity} />
              </span>
              <span>{item.detail}</span>
              <span className={tools.source}>
                数据日期 {item.dataDate} ·{' '}
                <Link prefetch={false} href={href('/mineClearance/specIndex', { kind: item.kind })}>
                  全市场{RISK_KIND_LABELS[item.kind]}排查 ›
                </Link>
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="风险项目依据公开披露信息整理，可能存在滞后" />
    </MarketView>
  );
}

/** 专项排雷: one risk item across the market, most severe first. */
export function RiskScanView({
  data,
  params,
  stale,
  path,
}: {
  data: RiskScan;
  params: SearchParams;
  stale: boolean;
  path: '/mineClearance/specIndex' | '/mineClearance/index';
}) {
  return (
    <MarketView>
      {path === '/mineClearance/index' ? (
        <CodeSearch action="/mineClearance/index" name="code" placeholder="输入6位股票代码排雷" />
      ) : null}
      <LinkTabs
        label="排雷项目"
        active={data.kind}
        options={RISK_KINDS.map((k) => ({
          key: k,
          label: RISK_KIND_LABELS[k],
          href: withQuery(path, params, { kind: k === 'pledge' ? undefined : k }),
        }))}
      />
      <Card title={`${RISK_KIND_LABELS[data.kind]}排查`}>
        <StatGrid>
          <Stat label="高风险">{data.counts.high} 只</Stat>
          <Stat label="中风险">{data.counts.medium} 只</Stat>
          <Stat label="低风险">{data.counts.low} 只</Stat>
        </StatGrid>
      </Card>
      <Card
        title="风险个股"
        extra={
          data.counts.high + data.counts.medium + data.counts.low > data.rows.length
            ? `共 ${data.counts.high + data.counts.medium + data.counts.low} 只 · 显示前 ${data.rows.length} 只`
            : `${data.rows.length} 只`
        }
      >
        {data.rows.length ? (
          <ToolTable
            caption={`${RISK_KIND_LABELS[data.kind]}风险个股`}
            rows={data.rows.slice(0, 80)}
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
                    href={href('/mineClearance/index', { code: r.code })}
                  />
                ),
              },
              { key: 'l', label: '风险等级', render: (r) => <Severity value={r.item.severity} /> },
              { key: 'v', label: '数值', render: (r) => <span className="num">{r.item.value}</span> },
              { key: 'd', label: '说明', className: `${styles.left} ${styles.wrap}`, render: (r) => r.item.detail },
              { key: 'dd', label: '数据日期', render: (r) => <span className="num">{r.item.dataDate}</span> },
            ]}
          />
        ) : (
          <EmptyState title="未发现该项风险的个股" />
        )}
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="风险项目依据公开披露信息整理，可能存在滞后" />
    </MarketView>
  );
}
