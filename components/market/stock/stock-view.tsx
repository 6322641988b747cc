import { AppLink as Link } from '@/components/ui/app-link';
import type { StockPage } from '@/lib/market/stock-page-schemas';
import { toFixed2 } from '@/lib/format/amount';
import { href, type RoutePath } from '@/lib/routes/hrefs';
import { LazyKline } from '../charts/lazy-kline';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change, Price } from '../view-blocks/change';
import { ToolTable } from '../view-blocks/tool-table';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { ThemeTags } from '../themes/theme-tags';

/** Links into every tool that has data for the stock (and only those: never a link to an empty page). */
function toolLinks(data: StockPage): { label: string; to: string }[] {
  const code = data.security.code;
  const links: { label: string; to: string }[] = [];
  const add = (label: string, to: string) => links.push({ label, to });
  if (data.has.lhb) add('龙虎榜', href('/tool/lhb/stock/detail', { code }));
  if (data.has.northbound) add('北向持股', href('/tool/northbound/stock/{code}', { code }));
  if (data.has.margin) add('两融明细', href('/tool/rzrq/search', { code }));
  add('AI诊股', href('/aiDiagnosisSecond', { code }));
  add('个股排雷', href('/mineClearance/index', { code }));
  add('相似K线', href('/similar-candlestick/index', { code }));
  for (const p of data.has.patterns) add(p.name, href('/technologicalForms/list', { key: p.key }));
  if (data.has.limitUp) add('涨停股池', href('/tool/hot-stock'));
  return links;
}

/** 个股查询: quote header, K-line with the financing balance, and the tools that know the stock. */
export function StockView({ data, stale }: { data: StockPage; stale: boolean }) {
  const { security, quote } = data;
  const recent = [...data.kline].reverse().slice(0, 20);
  return (
    <MarketView>
      <Card
        title={
          <>
            {security.name} <span className={styles.stockCode}>{security.code}</span>
          </>
        }
        extra={
          <>
            <Price value={quote.close} /> <Change value={quote.pct} />
          </>
        }
      >
        <StatGrid>
          <Stat label="今开">
            <Price value={quote.open} />
          </Stat>
          <Stat label="最高">
            <Price value={quote.high} />
          </Stat>
          <Stat label="最低">
            <Price value={quote.low} />
          </Stat>
          <Stat label="成交额">
            <Amount value={quote.amount} />
          </Stat>
          <Stat label="换手率">{toFixed2(quote.turnoverRate)}%</Stat>
          <Stat label="流通市值">
            <Amount value={quote.floatMv} />
          </Stat>
          <Stat label="总市值">
            <Amount value={quote.totalMv} />
          </Stat>
          <Stat label="市盈率TTM">{quote.pe === null ? '亏损' : toFixed2(quote.pe)}</Stat>
          <Stat label="市净率">{toFixed2(quote.pb)}</Stat>
        </StatGrid>
        <p className={styles.note}>
          {security.industry} · 题材 <ThemeTags tags={data.themes} />
        </p>
      </Card>
      <Card title="日K线" extra={data.has.margin ? '蓝线：融资余额' : undefined}>
        <LazyKline
          points={data.kline.map((k) => ({
            time: k.date,
            open: k.open,
            high: k.high,
            low: k.low,
            close: k.close,
            overlay: k.rzye,
          }))}
          summary={`${security.name}近${data.kline.length}个交易日K线${data.has.margin ? '与融资余额' : ''}，最近20日数据见下表`}
        />
        <p className={styles.note}>北向持股按季度披露，见「北向持股」页；日K线不叠加北向数据。</p>
        <details className="fold">
          <summary>查看最近20日数据</summary>
          <ToolTable
            caption="最近20日行情"
            rows={recent}
            rowKey={(k) => k.date}
            columns={[
              { key: 'd', label: '日期', render: (k) => <span className="num">{k.date}</span> },
              { key: 'o', label: '开盘', render: (k) => <Price value={k.open} /> },
              { key: 'h', label: '最高', render: (k) => <Price value={k.high} /> },
              { key: 'l', label: '最低', render: (k) => <Price value={k.low} /> },
              { key: 'c', label: '收盘', render: (k) => <Price value={k.close} /> },
              { key: 'r', label: '融资余额', render: (k) => <Amount value={k.rzye} /> },
            ]}
          />
        </details>
      </Card>
      <Card title="相关工具">
        <nav className={styles.navGrid} aria-label="相关工具">
          {toolLinks(data).map((l) => (
            <Link prefetch={false} key={l.to} className={styles.navItem} href={l.to}>
              {l.label}
            </Link>
          ))}
        </nav>
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}

/** A short stock list (search results, hot searches) linking to a stock-keyed page. */
export function StockList({
  rows,
  target = '/stock',
}: {
  rows: {
    code: string;
    name: string;
    market: string;
    industry: string;
    close: number;
    pct: number;
    initials?: string;
  }[];
  target?: RoutePath & ('/stock' | '/aiDiagnosisSecond' | '/mineClearance/index');
}) {
  return (
    <ul className={styles.list}>
      {rows.map((r) => (
        <li key={r.code} className={styles.row} data-testid="stock-row">
          <StockLink code={r.code} name={r.name} market={r.market} href={href(target, { code: r.code })} />
          <div className={styles.rowSide}>
            <Change value={r.pct} />
            <span className={styles.muted}>
              {r.initials ? `${r.initials.toUpperCase()} · ` : ''}
              {r.industry}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
