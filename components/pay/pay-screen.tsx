'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useState } from 'react';
import { useSuitabilityGate } from '@/components/compliance/use-suitability-gate';
import { bffFetch, BffError } from '@/lib/api/client';
import { useBffAction } from '@/lib/api/use-bff-action';
import { RISK_LEVEL_NAMES } from '@/lib/compliance/levels';
import { usableOffers } from '@/lib/coupon/rules';
import { formatFen } from '@/lib/format/fen';
import { suitabilityProductOf } from '@/lib/member/rules';
import type { Order } from '@/lib/order/schemas';
import type { QuoteView } from '@/lib/pay/server';
import { PAY_CHANNEL_LABELS, type PayChannel } from '@/lib/pay/rules';
import type { Prepay } from '@/lib/pay/schemas';
import { payOnChannel } from '@/lib/pay/start-payment';
import { href, withBasePath } from '@/lib/routes/hrefs';
import { CouponSheet } from './coupon-sheet';
import { buttonClass } from '@/components/ui/button';
import styles from './pay.module.css';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

const KIND_LABEL = { new: '开通', renew: '续费', upgrade: '升级' } as const;
const PRODUCT_LABEL = {
  member: '会员',
  course: '课程',
  butler: '投顾管家',
  dragon: '数据工具',
  merge: '组合',
} as const;

/**
 * The confirm-order screen: the upstream's price, the best coupon already
 * applied (changeable), the agreements to tick, the suitability gate, then one tap that sends the plan
 * id and coupon id (never an amount) and pays on this environment's only channel.
 */
export function PayScreen({
  initial,
  actionId,
  channel,
  source,
}: {
  initial: QuoteView;
  actionId: string;
  channel: PayChannel;
  source: string | null;
}) {
  const navigation = useAppNavigation();
  const [view, setView] = useState(initial);
  const [sheet, setSheet] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [localError, setError] = useState<string | null>(null);
  const { gate, dialog } = useSuitabilityGate();
  const { plan, quote } = view;
  const usable = usableOffers(view.coupons);

  const chooseCoupon = async (id: number | null) => {
    setSheet(false);
    setError(null);
    try {
      setView(
        await bffFetch<QuoteView>(
          `/member/quote?${new URLSearchParams({ plan_id: plan.id, coupon: id === null ? 'none' : String(id), ...(source ? { source } : {}) })}`,
          { showLoading: true },
        ),
      );
    } catch (failure) {
      setError(failure instanceof BffError ? failure.message : '优惠券切换失败，请重试');
    }
  };

  const order = useBffAction({
    action: async (_: void, send) => {
      if (!(await gate(plan.risk_level, suitabilityProductOf(plan)))) return;
      const body = {
        plan_id: plan.id,
        coupon_id: quote.coupon_id,
        agreements: plan.agreements.map((agreement) => agreement.id),
        source,
      };
      const confirmed = await send<{ order: Order; prepay: Prepay }>('/pay/confirm', body, { showLoading: true });
      await payOnChannel(confirmed.prepay, send, (path) => navigation.push(path));
    },
    fallback: '下单失败，请稍后再试',
    actionId,
    refresh: false,
  });
  const { busy } = order;
  const error = localError ?? order.error;

  const pay = async () => {
    setError(null);
    order.setError(null);
    if (!agreed) {
      setError('请先阅读并勾选同意相关协议');
      return;
    }
    await order.run();
  };

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="pay-plan">
        <div className={styles.planHead}>
          <h2 id="pay-plan" className={styles.planName}>
            {plan.name}
          </h2>
          <span className={styles.tier}>
            {plan.product && plan.product.kind !== 'merge'
              ? PRODUCT_LABEL[plan.product.kind]
              : `${KIND_LABEL[quote.kind]}${plan.tier}`}
          </span>
        </div>
        <p className={styles.meta}>
          服务期{plan.days}天{plan.prepay ? '（预付：在当前同级会员到期后开始）' : ''} · 服务风险等级R{plan.risk_level}
          （{RISK_LEVEL_NAMES[plan.risk_level]}）
          <br />
          {plan.benefits.join(' · ')}
        </p>
      </section>

      {!quote.allowed ? (
        <p className={styles.notice} role="alert">
          {quote.refusal} <Link href={href('/rightsCompare')}>查看权益对比</Link>
        </p>
      ) : null}

      <section className={styles.card} aria-labelledby="pay-amount">
        <h2 id="pay-amount">金额明细</h2>
        <dl className={styles.rows}>
          {plan.product?.kind === 'merge' ? (
            <>
              <dt>分开购买</dt>
              <dd>¥{formatFen(plan.product.list_fen)}</dd>
              <dt>组合优惠</dt>
              <dd className={styles.minus}>-¥{formatFen(plan.product.saving_fen)}</dd>
            </>
          ) : null}
          <dt>商品金额</dt>
          <dd>¥{formatFen(plan.price_fen)}</dd>
          {quote.credit_fen > 0 ? (
            <>
              <dt>VIP剩余{quote.vip_days_left}天折抵</dt>
              <dd className={styles.minus}>-¥{formatFen(quote.credit_fen)}</dd>
              {quote.credit_items.map((item) => (
                <dd key={item.order_no} className={styles.creditLine}>
                  按实付折算 · {item.plan_name}：¥{formatFen(item.paid_fen)} × 剩余{item.unused_days}天 ÷{' '}
                  {item.segment_days}天 = ¥{formatFen(item.credit_fen)}
                </dd>
              ))}
            </>
          ) : null}
          <dt>优惠券</dt>
          <dd>
            <button
              type="button"
              className={styles.couponButton}
              onClick={() => setSheet(true)}
              aria-haspopup="dialog"
              disabled={plan.prepay}
            >
              <span className={quote.coupon_id ? styles.minus : undefined}>
                {quote.coupon_id
                  ? `-¥${formatFen(quote.discount_fen)}`
                  : plan.prepay
                    ? '预付商品不可用'
                    : usable.length
                      ? `${usable.length}张可用`
                      : '无可用'}
              </span>
            </button>
          </dd>
          <dt>实付金额</dt>
          <dd className={styles.total}>¥{formatFen(quote.pay_fen)}</dd>
          <dt>支付方式</dt>
          <dd>{PAY_CHANNEL_LABELS[channel]}</dd>
        </dl>
      </section>

      {view.suitability.allowed ? null : (
        <p
          className={`${styles.notice} ${view.suitability.decision === 'warn' ? '' : styles.noticeOk}`}
          style={{ marginBottom: 'calc(24 * var(--u))' }}
        >
          {view.suitability.message}
          {view.suitability.decision === 'must-assess' || view.suitability.decision === 'expired' ? (
            <>
              {' '}
              <Link
                href={href('/riskAssessment', {
                  retake: '1',
                  redirect: `${withBasePath(href('/pay', { plan_id: plan.id, source }))}`,
                })}
              >
                去测评
              </Link>
            </>
          ) : null}
        </p>
      )}

      <section className={styles.card} aria-label="服务协议">
        <label className={styles.agree}>
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>
            我已阅读并同意
            {plan.agreements.map((agreement) => (
              <a key={agreement.id} href={withBasePath(agreement.path)} target="_blank" rel="noreferrer">
                《{agreement.title}》
              </a>
            ))}
            {plan.auto_renew && plan.renew_fen !== null
              ? `，并知悉到期后按¥${formatFen(plan.renew_fen)}自动续费，可随时取消`
              : ''}
          </span>
        </label>
      </section>

      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      <div className={styles.footer}>
        <span className={styles.footerAmount}>
          实付 <strong>¥{formatFen(quote.pay_fen)}</strong>
        </span>
        <button type="button" className={buttonClass({ block: true })} onClick={pay} disabled={busy || !quote.allowed}>
          {busy ? '处理中…' : `确认${plan.tier ? KIND_LABEL[quote.kind] : '购买'}`}
        </button>
      </div>
      {sheet ? (
        <CouponSheet
          coupons={view.coupons}
          selected={quote.coupon_id}
          onSelect={chooseCoupon}
          onClose={() => setSheet(false)}
        />
      ) : null}
      {dialog}
    </div>
  );
}
