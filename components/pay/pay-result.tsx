'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { Fragment, useEffect, useState } from 'react';
import { bffFetch } from '@/lib/api/client';
import { useBffAction } from '@/lib/api/use-bff-action';
import { formatFen } from '@/lib/format/fen';
import { ORDER_STATUS_LABELS } from '@/lib/order/rules';
import { formatChinaDateTime } from '@/lib/format/china-time';
import type { Order } from '@/lib/order/schemas';
import { PAY_CHANNEL_LABELS } from '@/lib/pay/rules';
import type { Prepay } from '@/lib/pay/schemas';
import { payOnChannel } from '@/lib/pay/start-payment';
import { suitabilityProductOf } from '@/lib/member/rules';
import { useSuitabilityGate } from '@/components/compliance/use-suitability-gate';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { href } from '@/lib/routes/hrefs';
import { TRACKING } from '@/lib/tracking/definitions';
import { TrackedLink } from '@/components/ui/tracked-elements';
import { buttonClass } from '@/components/ui/button';
import styles from './pay.module.css';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

const GRANT_LABEL = { member: '会员', course: '课程', butler: '投顾服务', dragon: '数据工具' } as const;
const POLL_MS = 1500;
const POLL_LIMIT_MS = 90_000;
/** A confirmation that takes longer than this offers the buttons while it goes on. */
const PATIENCE_MS = 8_000;

/** A period as two dates that never break inside a date. */
function Period({ start, end }: { start: string; end: string }) {
  return (
    <>
      <span className={styles.nowrap}>{formatChinaDateTime(start).slice(0, 10)}</span> 至{' '}
      <span className={styles.nowrap}>{formatChinaDateTime(end).slice(0, 10)}</span>
    </>
  );
}

/**
 * The pay result: polls the order from the upstream until it leaves 待支付 (the app's or provider's
 * callback is never trusted), then shows what was bought. A buyer back from the cashier without paying
 * (`cancelled`) sees so at once; a still-unpaid order can always be paid again, cancelled or left;
 * a closed one offers a new order of the same plan. 实付 is shown only for money actually paid.
 */
export function PayResult({
  initial,
  actionId,
  simple = false,
  cancelled = false,
}: {
  initial: Order;
  actionId: string;
  simple?: boolean;
  cancelled?: boolean;
}) {
  const navigation = useAppNavigation();
  const { gate, dialog } = useSuitabilityGate();
  const [order, setOrder] = useState(initial);
  const [gaveUp, setGaveUp] = useState(false);
  const [waitedLong, setWaitedLong] = useState(false);
  const [payCancelled, setPayCancelled] = useState(cancelled);
  const [askCancel, setAskCancel] = useState(false);

  useEffect(() => {
    if (order.status !== 'PENDING') return;
    const started = Date.now();
    const patience = setTimeout(() => setWaitedLong(true), PATIENCE_MS);
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const poll = async () => {
      try {
        const next = await bffFetch<Order>(`/orders/${order.order_no}`);
        if (stopped) return;
        if (next.status !== 'PENDING') return setOrder(next);
      } catch {
        // a failed poll is retried on the next tick
      }
      if (Date.now() - started > POLL_LIMIT_MS) return setGaveUp(true);
      timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, 300);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(patience);
    };
  }, [order.order_no, order.status]);

  const pay = useBffAction({
    action: async (_: void, send) => {
      // The buyer's current assessment decides (a pending order may no longer match): warn, or say why and offer to re-assess.
      if (
        !(await gate(
          order.sku.risk_level,
          suitabilityProductOf({ id: order.sku.plan_id, tier: order.sku.tier, product: order.sku.product }),
        ))
      )
        return;
      const prepay = await send<Prepay>('/pay/prepay', { order_no: order.order_no }, { showLoading: true });
      setGaveUp(false);
      setPayCancelled(false);
      await payOnChannel(prepay, send, (path) => navigation.replace(path));
      setOrder({ ...order });
    },
    fallback: '支付失败，请稍后再试',
    actionId,
    refresh: false,
  });
  const cancelOrder = useBffAction({
    action: (_: void, send) => send<Order>(`/orders/${order.order_no}/cancel`, {}, { showLoading: true }),
    fallback: '取消失败，请稍后再试',
    refresh: false,
    onSuccess: setOrder,
  });
  const error = pay.error ?? cancelOrder.error;
  const payAgain = () => (cancelOrder.setError(null), void pay.run());
  const cancel = () => (setAskCancel(false), pay.setError(null), void cancelOrder.run());

  const paid = order.status === 'PAID';
  const pending = order.status === 'PENDING';
  const pendingTitle = payCancelled ? '支付已取消' : gaveUp ? '暂未查询到支付结果' : '正在确认支付结果…';
  const title = paid ? '支付成功' : pending ? pendingTitle : `订单${ORDER_STATUS_LABELS[order.status]}`;
  const offerPay = pending && (payCancelled || gaveUp || waitedLong);
  const amountLine =
    order.paid_fen !== null
      ? `实付 ¥${formatFen(order.paid_fen)}`
      : pending
        ? `应付 ¥${formatFen(order.pay_fen)}`
        : '未支付';
  return (
    <div className={styles.screen}>
      <section className={`${styles.card} ${styles.result}`} aria-live="polite" data-order-status={order.status}>
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill={paid ? 'var(--color-success)' : 'var(--color-fill)'} />
          {paid ? (
            <path d="M14 25l7 7 13-15" stroke="#fff" strokeWidth="4" fill="none" />
          ) : (
            <path d="M24 12v14M24 32v4" stroke="var(--color-text-secondary)" strokeWidth="4" />
          )}
        </svg>
        <h1>{title}</h1>
        <p>
          {order.sku.name} · {amountLine}
        </p>
        {pending && payCancelled ? (
          <p>
            订单待支付，请在 <span className={styles.nowrap}>{formatChinaDateTime(order.expires_at)}</span>{' '}
            前完成支付，逾期自动关闭
          </p>
        ) : null}
        {order.returned_payments.map((payment) => (
          <p key={payment.provider_ref} role="status">
            {payment.reason === 'duplicate'
              ? `该订单已支付，重复支付的¥${formatFen(payment.amount_fen)}款项将原路退回`
              : `订单已关闭，收到的¥${formatFen(payment.amount_fen)}款项将原路退回`}
          </p>
        ))}
        {order.status === 'CLOSED' && order.returned_payments.length === 0 ? (
          <p>如在订单关闭后完成了支付，款项将原路退回</p>
        ) : null}
      </section>
      {simple ? null : (
        <section className={styles.card} aria-label="订单信息">
          <dl className={styles.rows}>
            <dt>订单号</dt>
            <dd>{order.order_no}</dd>
            <dt>订单状态</dt>
            <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
            {order.channel ? (
              <>
                <dt>支付方式</dt>
                <dd>{PAY_CHANNEL_LABELS[order.channel]}</dd>
              </>
            ) : null}
            {order.discount_fen > 0 ? (
              <>
                <dt>优惠</dt>
                <dd>-¥{formatFen(order.discount_fen)}</dd>
              </>
            ) : null}
            {order.service_start && order.service_end && order.grants.length === 0 ? (
              <>
                <dt>服务期</dt>
                <dd>
                  <Period start={order.service_start} end={order.service_end} />
                </dd>
              </>
            ) : null}
            {order.grants.map((grant) => (
              <Fragment key={`${grant.kind}-${grant.plan_id}`}>
                <dt>已开通{GRANT_LABEL[grant.kind]}</dt>
                <dd>
                  {grant.title}（<Period start={grant.start_at} end={grant.end_at} />）
                </dd>
              </Fragment>
            ))}
            {order.status === 'PENDING' ? (
              <>
                <dt>支付截止</dt>
                <dd className={styles.nowrap}>{formatChinaDateTime(order.expires_at)}</dd>
              </>
            ) : null}
          </dl>
        </section>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {paid && !order.sku.tier ? (
          <Link className={buttonClass({ block: true })} href={href('/')}>
            返回首页
          </Link>
        ) : null}
        {paid && order.sku.tier ? (
          <>
            <Link className={buttonClass({ block: true })} href={href('/membershipInterests')}>
              查看我的会员权益
            </Link>
            <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/equityCenter')}>
              去会员成长中心
            </Link>
          </>
        ) : null}
        {offerPay ? (
          <>
            <button type="button" className={buttonClass({ block: true })} onClick={payAgain}>
              继续支付
            </button>
            <Link
              className={buttonClass({ variant: 'secondary', block: true })}
              href={href('/pay', { plan_id: order.sku.plan_id, source: order.source })}
            >
              返回
            </Link>
          </>
        ) : null}
        {order.status === 'CLOSED' ? (
          <Link
            className={buttonClass({ block: true })}
            href={href('/pay', { plan_id: order.sku.plan_id, source: order.source })}
          >
            重新下单
          </Link>
        ) : null}
        {simple ? null : (
          <TrackedLink
            className={buttonClass({ variant: 'secondary', block: true })}
            href={href('/orderCenter/orderDetail', { orderNo: order.order_no })}
            event={{
              ...TRACKING.payResult.events.orderClick,
              eventAttr: { order_no: order.order_no, status: order.status },
            }}
          >
            查看订单
          </TrackedLink>
        )}
        {offerPay ? (
          <button type="button" className={styles.textButton} onClick={() => setAskCancel(true)}>
            取消订单
          </button>
        ) : null}
      </div>
      {askCancel ? (
        <ConfirmDialog
          title="取消订单"
          confirmLabel="确认取消"
          cancelLabel="再想想"
          onConfirm={cancel}
          onCancel={() => setAskCancel(false)}
        >
          <p>取消后该订单将关闭，不能再支付{order.coupon_id !== null ? '，使用的优惠券会退回您的账户' : ''}。</p>
        </ConfirmDialog>
      ) : null}
      {dialog}
    </div>
  );
}
