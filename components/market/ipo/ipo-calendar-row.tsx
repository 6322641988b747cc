import { formatAmount, formatWanAmount, toFixed2 } from '@/lib/format/amount';
import { IPO_EVENT_TYPES, IPO_PHASE_LABELS, ipoPhase, type IpoEventType } from '@/lib/market/ipo-rules';
import type { IpoIssue } from '@/lib/market/ipo-schemas';
import { AddToCalendarButton } from '@/components/bridge/add-to-calendar';
import { ipoCalendarEvent } from '@/lib/market/ipo-calendar-event';
import { CopyButton } from '../view-blocks/copy-button';
import styles from '../view-blocks/market.module.css';
import { IpoStockTitle, priceText } from './ipo-card';
import ipo from './ipo.module.css';

function peText(issue: IpoIssue): string {
  // 约 before an estimate: the 3-column row has no room for (预估).
  return issue.issuePe.value === null ? '--' : `${issue.issuePe.estimated ? '约' : ''}${toFixed2(issue.issuePe.value)}`;
}

function IpoCalendarButton({ issue, type, today }: { issue: IpoIssue; type: IpoEventType; today: string }) {
  if (type === 'ballot') return null;
  const event = ipoCalendarEvent(issue, type, today);
  return event ? <AddToCalendarButton className={styles.copy} event={event} description={event.title} /> : null;
}

/** One calendar row: name, board and status; an application row adds 申购代码, 申购上限, 顶格需配市值 and P/E against the industry. */
export function IpoCalendarRow({ issue, type, today }: { issue: IpoIssue; type: IpoEventType; today: string }) {
  const phase = ipoPhase(issue, today);
  const peAbove = issue.issuePe.value !== null && issue.issuePe.value > issue.industryPe;
  return (
    <li
      className={styles.row}
      style={{ display: 'block' }}
      data-testid="ipo-event"
      data-type={type}
      data-board={issue.board}
    >
      <div className={ipo.head}>
        <IpoStockTitle issue={issue} />
        <span className={ipo[phase]} data-testid="ipo-phase">
          {type === 'apply' ? IPO_PHASE_LABELS[phase] : IPO_EVENT_TYPES[type]}
        </span>
      </div>
      <IpoCalendarButton issue={issue} type={type} today={today} />
      {type === 'apply' ? (
        <>
          <p className={styles.muted} style={{ marginTop: 'calc(6 * var(--u))' }}>
            申购代码 <span className="num">{issue.applyCode}</span>
            <CopyButton text={issue.applyCode} />
            　发行价 <span className="num">{priceText(issue)}</span>
          </p>
          <dl className={ipo.facts}>
            <div className={ipo.fact}>
              <dt className={ipo.factLabel}>申购上限</dt>
              <dd className={`${ipo.factValue} num`}>{formatWanAmount(issue.applyLimit / 10000)}股</dd>
            </div>
            <div className={ipo.fact}>
              <dt className={ipo.factLabel}>{issue.mvRequired !== null ? '顶格需配市值' : '顶格所需资金'}</dt>
              <dd className={`${ipo.factValue} num`}>{formatAmount(issue.mvRequired ?? issue.cashRequired)}</dd>
            </div>
            <div className={ipo.fact}>
              <dt className={ipo.factLabel}>发行/行业市盈率</dt>
              <dd className={`${ipo.factValue} num`}>
                <span className={peAbove ? ipo.peHigh : undefined} title={peAbove ? '发行市盈率高于行业' : undefined}>
                  {peText(issue)}
                </span>{' '}
                / {toFixed2(issue.industryPe)}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <p className={styles.muted} style={{ marginTop: 'calc(6 * var(--u))' }}>
          发行价 <span className="num">{priceText(issue)}</span>
        </p>
      )}
    </li>
  );
}
