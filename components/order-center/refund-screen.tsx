import { AppLink as Link } from '@/components/ui/app-link';
import { LinkList } from '@/components/ui/link-list';
import layout from '@/components/ui/layout.module.css';
import { Tag } from '@/components/ui/tag';
import { FULL_REFUND_DAYS, REFUND_STATUS_LABELS } from '@/lib/order/refund-rules';
import type { RefundState } from '@/lib/order/refund-schemas';
import { ORDER_STATUS_LABELS } from '@/lib/order/rules';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { formatFen } from '@/lib/format/fen';
import { href } from '@/lib/routes/hrefs';
import after from './after-sale.module.css';
import { CHANNEL_LABEL, STATUS_TONE } from './order-screens';
import { RefundForm } from './refund-form';

/** 申请退款: the order, what the policy allows now, and either the request form or the refund's timeline. */
export function RefundScreen({ state, actionId }: { state: RefundState; actionId: string }) {
  const { order, quote, refund, events } = state;
  const showTimeline = refund && (refund.status !== 'REJECTED' || quote.refusal);
  return (
    <div className={layout.screen}>
      <section className={layout.card} aria-labelledby="refund-order">
        <h2 id="refund-order" className={layout.rowTitle}>
          {order.sku.name} <Tag tone={STATUS_TONE[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Tag>
        </h2>
        <dl className={layout.facts}>
          <dt>订单号</dt>
          <dd>{order.order_no}</dd>
          <dt>实付金额</dt>
          <dd>¥{formatFen(order.paid_fen ?? 0)}</dd>
          <dt>支付方式</dt>
          <dd>{order.channel ? CHANNEL_LABEL[order.channel] : '—'}</dd>
          {order.paid_at ? (
            <>
              <dt>支付时间</dt>
              <dd>{formatChinaDateTime(order.paid_at)}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {!showTimeline && (quote.credited_fen > 0 || quote.rewards.length > 0) ? <RefundTakenBack quote={quote} /> : null}
      {showTimeline && refund ? (
        <section className={layout.card} aria-labelledby="refund-progress">
          <h2 id="refund-progress" className={layout.rowTitle}>
            退款进度{' '}
            <Tag tone={refund.status === 'REFUNDED' ? 'paid' : refund.status === 'REJECTED' ? 'failed' : 'pending'}>
              {REFUND_STATUS_LABELS[refund.status]}
            </Tag>
          </h2>
          <dl className={layout.facts}>
            <dt>退款金额</dt>
            <dd>¥{formatFen(refund.amount_fen)}</dd>
            <dt>退款原因</dt>
            <dd>{refund.reason}</dd>
            <dt>退回方式</dt>
            <dd>原路退回{refund.channel ? `（${CHANNEL_LABEL[refund.channel]}）` : ''}</dd>
          </dl>
          <ol className={after.timeline} aria-label="退款进度">
            {events.map((event, index) => (
              <li key={index}>
                {event.text}
                <time dateTime={event.at}>{formatChinaDateTime(event.at)}</time>
              </li>
            ))}
          </ol>
        </section>
      ) : quote.refusal ? (
        <section className={layout.card} role="status">
          <p className={layout.rowTitle}>{quote.refusal}</p>
          <p className={layout.rowMeta}>退款规则见《退款协议》。</p>
        </section>
      ) : (
        <RefundForm
          orderNo={order.order_no}
          actionId={actionId}
          maxFen={quote.max_fen}
          basisText={
            quote.basis === 'full'
              ? `支付后${FULL_REFUND_DAYS}天内，可全额退款`
              : '已超过全额退款期，按未使用的服务天数折算'
          }
          rejected={refund?.status === 'REJECTED'}
        />
      )}
      <LinkList label="相关">
        <li>
          <Link href={href('/orderCenter/refundAgreement')}>退款协议</Link>
        </li>
        <li>
          <Link href={href('/orderCenter/orderDetail', { orderNo: order.order_no })}>订单详情</Link>
        </li>
      </LinkList>
    </div>
  );
}

const REWARD_ACTION: Record<RefundState['quote']['rewards'][number]['action'], string> = {
  cancel: '不再发放',
  void: '收回作废',
  deduct: '已使用，从退款中扣除',
};

/** What a refund takes back (DOMAIN-MODEL: nothing is paid twice for one purchase): upgrade credit already given, and the order's rewards. */
function RefundTakenBack({ quote }: { quote: RefundState['quote'] }) {
  return (
    <section className={layout.card} aria-labelledby="refund-taken-back">
      <h2 id="refund-taken-back" className={layout.rowTitle}>
        退款将收回
      </h2>
      <ul className={after.takenBack} aria-label="退款将收回">
        {quote.credited_fen > 0 ? <li>已抵扣升级费用 ¥{formatFen(quote.credited_fen)}，不再退还</li> : null}
        {quote.rewards.map((reward, index) => (
          <li key={index}>
            {reward.kind === 'first_purchase' ? '首购任务奖励' : '购买赠券'}「{reward.title}」：
            {REWARD_ACTION[reward.action]}
            {reward.action === 'deduct' ? ` ¥${formatFen(reward.fen)}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
