import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/states';
import { withQuery, type SearchParams } from '@/lib/market/params';
import { GOLD_REPORT_TAB_LABELS, GOLD_REPORT_TABS, type GoldReports } from '@/lib/market/gold-report-schemas';
import { href } from '@/lib/routes/hrefs';
import { Card, MarketView } from '../view-blocks/card';
import { Change, Price } from '../view-blocks/change';
import { LinkTabs } from '../view-blocks/link-tabs';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { ToolTable } from '../view-blocks/tool-table';
import market from '../view-blocks/market.module.css';
import styles from './reports.module.css';

type Analyst = GoldReports['analysts'][number];
type Row = GoldReports['rows'][number];
const PATH = '/goldMedalReport';
const NOTE = '研报观点来自第三方研究机构，不代表本平台观点；评级与目标价不构成投资建议，历史表现不代表未来。';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ReportItem({ row }: { row: Row }) {
  const s = row.security;
  return (
    <li className={styles.item}>
      <p className={styles.meta}>
        <StockLink code={s.code} name={s.name} market={s.market} href={href('/stock', { code: s.code })} />
        <span className={styles.rating}>
          {row.rating} · {row.change}
        </span>
      </p>
      <h3 className={styles.title}>{row.title}</h3>
      <dl className={styles.figures}>
        <Figure label="目标价">
          <Price value={row.targetPrice} />
        </Figure>
        <Figure label="距目标价">
          <Change value={row.upside} />
        </Figure>
        <Figure label="发布以来">
          <Change value={row.sincePublish} />
        </Figure>
      </dl>
      <p className={styles.meta}>
        <time dateTime={row.date}>{row.date}</time>
        <span>{row.analyst.institution}</span>
        <span>分析师 {row.analyst.name}</span>
        <span>
          发布日收盘 <Price value={row.closeAtPublish} />
        </span>
      </p>
    </li>
  );
}

/** 金牌研报: the analysts with the best measured record, then their latest reports (a list readable without JS). */
export function GoldReportView({ data, params, stale }: { data: GoldReports; params: SearchParams; stale: boolean }) {
  return (
    <MarketView>
      <Card title="金牌分析师" extra={`近一年 · ${data.date}`}>
        <p className={market.muted}>
          买入/增持评级发布后{data.horizon}个交易日，个股跑赢全市场平均即计为命中；胜率后括号内为样本数
          n，样本不少于5篇才参与排名。
        </p>
        <ToolTable<Analyst>
          caption="金牌分析师排名"
          rows={data.analysts}
          rowKey={(a) => a.id}
          columns={[
            { key: 'r', label: '排名', render: (a) => <span className="num">{a.rank}</span> },
            {
              key: 'a',
              label: '分析师',
              className: market.left,
              render: (a) => (
                <span title={`覆盖：${a.industries.join('、')}；近一年研报 ${a.reports} 篇`}>
                  {a.name}
                  <br />
                  <span className={market.muted}>{a.institution}</span>
                </span>
              ),
            },
            {
              key: 'w',
              label: '胜率（样本）',
              render: (a) => (
                <span className="num">
                  {a.winRate.toFixed(2)}%<br />
                  <span className={market.muted}>n={a.n}</span>
                </span>
              ),
            },
            { key: 'e', label: '平均超额', render: (a) => <Change value={a.avgExcess} /> },
          ]}
        />
      </Card>
      <LinkTabs
        label="研报分类"
        active={data.tab}
        options={GOLD_REPORT_TABS.map((key) => ({
          key,
          label: GOLD_REPORT_TAB_LABELS[key],
          href: withQuery(PATH, params, { tab: key === 'all' ? undefined : key }),
        }))}
      />
      <Card title="最新研报" extra={`近${data.listDays}个交易日`}>
        {data.rows.length ? (
          <ul className={styles.list}>
            {data.rows.map((row) => (
              <ReportItem key={row.id} row={row} />
            ))}
          </ul>
        ) : (
          <EmptyState
            title="暂无研报"
            description={`近${data.listDays}个交易日金牌分析师没有${GOLD_REPORT_TAB_LABELS[data.tab]}的研报。`}
          />
        )}
      </Card>
      <p className={market.note}>{NOTE}</p>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}
