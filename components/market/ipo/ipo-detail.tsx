import { AppLink as Link } from '@/components/ui/app-link';
import { formatAmount, formatWanAmount, toFixed2 } from '@/lib/format/amount';
import { IPO_STATUS_LABELS, type IpoIssue } from '@/lib/market/ipo-schemas';
import { BOARD_LABELS } from '@/lib/market/security-schemas';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Change, Price } from '../view-blocks/change';
import { AddToCalendarButton } from '@/components/bridge/add-to-calendar';
import { ipoCalendarEvent } from '@/lib/market/ipo-calendar-event';
import { CopyButton } from '../view-blocks/copy-button';
import styles from '../view-blocks/market.module.css';
import { ViewFooter } from '../view-blocks/view-footer';
import { priceText, requirementText } from './ipo-card';
import { toFixedDecimal } from '@/lib/format/decimal';

function Estimated({
  value,
  estimated,
  suffix = '',
  digits = 2,
}: {
  value: number | null;
  estimated: boolean;
  suffix?: string;
  digits?: number;
}) {
  if (value === null) return <>--</>;
  return (
    <>
      <span className="num">
        {toFixedDecimal(value, digits)}
        {suffix}
      </span>
      {estimated ? <span className={styles.tag}>预估</span> : <span className={styles.tag}>最终</span>}
    </>
  );
}

/** 新股详情: the four dates, issue terms (estimated vs final), 需配市值 and how it went after listing. */
export function IpoDetail({
  issue,
  today,
  asOf,
  stale,
}: {
  issue: IpoIssue;
  today: string;
  asOf: string;
  stale: boolean;
}) {
  const steps = [
    { label: '申购', date: issue.dates.apply, calendar: ipoCalendarEvent(issue, 'apply', today) },
    { label: '中签公布', date: issue.dates.ballot, calendar: null },
    { label: '缴款', date: issue.dates.pay, calendar: ipoCalendarEvent(issue, 'pay', today) },
    { label: '上市', date: issue.dates.list, calendar: ipoCalendarEvent(issue, 'list', today) },
  ];
  return (
    <MarketView>
      <Card
        title={
          <>
            {issue.name} <span className={styles.stockCode}>{issue.code}</span>
          </>
        }
        extra={IPO_STATUS_LABELS[issue.status]}
      >
        <p>
          申购代码 <strong className="num">{issue.applyCode}</strong>
          <CopyButton text={issue.applyCode} />
        </p>
        <p className={styles.muted}>
          {BOARD_LABELS[issue.board]} · {issue.industry} · 保荐机构 {issue.underwriter}
        </p>
      </Card>
      <Card title="发行进度">
        <ol className={styles.list}>
          {steps.map((s) => (
            <li key={s.label} className={styles.row}>
              <span>
                {s.date && s.date <= today ? '✓ ' : '○ '}
                {s.label}
              </span>
              <span>
                <span className="num">{s.date ?? '待公布'}</span>
                {s.calendar ? (
                  <AddToCalendarButton className={styles.copy} event={s.calendar} description={s.calendar.title} />
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      </Card>
      <Card title="发行信息">
        <StatGrid>
          <Stat label="发行价">
            <Estimated value={issue.price.value} estimated={issue.price.estimated} />
          </Stat>
          <Stat label="发行市盈率">
            <Estimated value={issue.issuePe.value} estimated={issue.issuePe.estimated} />
          </Stat>
          <Stat label="行业市盈率">
            <span className="num">{toFixed2(issue.industryPe)}</span>
          </Stat>
          <Stat label="发行总数">
            <span className="num">{formatWanAmount(issue.issueSize)}股</span>
          </Stat>
          <Stat label="网上发行">
            <span className="num">{formatWanAmount(issue.onlineSize)}股</span>
          </Stat>
          <Stat label="申购上限">
            <span className="num">{issue.applyLimit}股</span>
          </Stat>
          <Stat label="中签率">
            <Estimated value={issue.lotteryRate.value} estimated={issue.lotteryRate.estimated} suffix="%" digits={4} />
          </Stat>
          <Stat label="每签股数">
            <span className="num">{issue.lotSize}股</span>
          </Stat>
          <Stat label={issue.mvRequired !== null ? '顶格需配市值' : '顶格所需资金'}>
            <span className="num">{formatAmount(issue.mvRequired ?? issue.cashRequired)}</span>
          </Stat>
        </StatGrid>
        <p className={styles.note}>
          {issue.mvRequired !== null
            ? `${requirementText(issue)}：T-2日前20个交易日${issue.market === 'sh' ? '沪市' : '深市'}非限售A股日均市值达到该值才能顶格申购（${issue.market === 'sh' ? '每1万元市值可申购1000股' : '每5000元市值可申购500股'}）。`
            : '北交所新股无需持有市值，申购时需全额冻结申购资金（申购上限 × 发行价）。'}{' '}
          <Link prefetch={false} href="/tool/ipo/raiders#market-value">
            什么是需配市值？
          </Link>
        </p>
      </Card>
      {issue.outcome ? (
        <Card title="上市表现">
          <StatGrid>
            <Stat label="首日开盘">
              <Price value={issue.outcome.firstOpen} />
            </Stat>
            <Stat label="首日收盘">
              <Price value={issue.outcome.firstClose} />
            </Stat>
            <Stat label="首日涨幅">
              <Change value={issue.outcome.firstPct} />
            </Stat>
            <Stat label="每签获利">
              <span className={`num ${issue.outcome.profitPerLot >= 0 ? 'up' : 'down'}`}>
                {issue.outcome.profitPerLot >= 0 ? '+' : ''}
                {toFixed2(issue.outcome.profitPerLot)}元
              </span>
            </Stat>
            <Stat label="最新价">
              <Price value={issue.outcome.latestPrice} />
            </Stat>
            <Stat label="较发行价">
              <Change value={issue.outcome.totalPct} />
            </Stat>
          </StatGrid>
          {issue.outcome.broken ? (
            <p className={styles.notice} style={{ marginTop: 'calc(12 * var(--u))' }}>
              该股上市首日收盘价低于发行价（破发）。
            </p>
          ) : null}
        </Card>
      ) : (
        <p className={styles.muted}>发行价 {priceText(issue)}；上市后展示首日表现。</p>
      )}
      <ViewFooter asOf={asOf} stale={stale} note="标注“预估”的数值以发行公告为准" />
    </MarketView>
  );
}
