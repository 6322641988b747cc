import { AppLink as Link } from '@/components/ui/app-link';
import { formatAmount, formatWanAmount, toFixed2 } from '@/lib/format/amount';
import { IPO_STATUS_LABELS, type IpoIssue } from '@/lib/market/ipo-schemas';
import { BOARD_LABELS } from '@/lib/market/security-schemas';
import { ipoHref } from '@/lib/routes/hrefs';
import { Change } from '../view-blocks/change';
import { CopyButton } from '../view-blocks/copy-button';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { toFixedDecimal } from '@/lib/format/decimal';

export function priceText(issue: IpoIssue): string {
  if (issue.price.value === null) return '待定';
  return `${toFixed2(issue.price.value)}元${issue.price.estimated ? '(预估)' : ''}`;
}

/** 顶格申购需配市值 (沪深) or 顶格所需资金 (北交所). */
export function requirementText(issue: IpoIssue): string {
  return issue.mvRequired !== null
    ? `需配市值 ${formatAmount(issue.mvRequired)}`
    : `顶格资金 ${formatAmount(issue.cashRequired)}`;
}

/** Name, code and board of a new issue, linking to its detail page (stock tap in the app). */
export function IpoStockTitle({ issue }: { issue: IpoIssue }) {
  return (
    <StockLink code={issue.code} name={issue.name} market={issue.market} href={ipoHref(issue.code)}>
      <span className={styles.stockName}>
        {issue.name} <span className={styles.stockCode}>{issue.code}</span>
        <span className={styles.tag}>{BOARD_LABELS[issue.board]}</span>
      </span>
    </StockLink>
  );
}

export function IpoCard({ issue }: { issue: IpoIssue }) {
  return (
    <li className={styles.card} data-testid="ipo-card" data-status={issue.status}>
      <div className={styles.cardHead}>
        <IpoStockTitle issue={issue} />
        <span className={styles.cardExtra}>{IPO_STATUS_LABELS[issue.status]}</span>
      </div>
      <p>
        申购代码{' '}
        <strong className="num" data-testid="apply-code">
          {issue.applyCode}
        </strong>
        <CopyButton text={issue.applyCode} />
      </p>
      <div className={styles.grid2} style={{ marginTop: 'calc(12 * var(--u))' }}>
        <span className={styles.muted}>
          申购日 <span className="num">{issue.dates.apply}</span>
        </span>
        <span className={styles.muted}>
          发行价 <span className="num">{priceText(issue)}</span>
        </span>
        <span className={styles.muted}>
          申购上限 <span className="num">{formatWanAmount(issue.applyLimit / 10000)}股</span>
        </span>
        <span className={styles.muted}>{requirementText(issue)}</span>
        <span className={styles.muted}>
          中签率{' '}
          <span className="num">
            {issue.lotteryRate.value === null
              ? '--'
              : `${toFixedDecimal(issue.lotteryRate.value, 4)}%${issue.lotteryRate.estimated ? '(预估)' : ''}`}
          </span>
        </span>
        <span className={styles.muted}>
          上市日 <span className="num">{issue.dates.list ?? '待定'}</span>
        </span>
      </div>
      {issue.outcome ? (
        <p className={styles.note}>
          首日涨幅 <Change value={issue.outcome.firstPct} /> · 每签获利{' '}
          <span className={`num ${issue.outcome.profitPerLot >= 0 ? 'up' : 'down'}`}>
            {issue.outcome.profitPerLot >= 0 ? '+' : ''}
            {toFixed2(issue.outcome.profitPerLot)}元
          </span>
          {issue.outcome.broken ? <span className={styles.tagHot}>破发</span> : null}
        </p>
      ) : null}
      <p className={styles.note}>
        <Link prefetch={false} href={ipoHref(issue.code)}>
          查看详情 ›
        </Link>
      </p>
    </li>
  );
}
