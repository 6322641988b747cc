import { AppLink as Link } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { invoiceDocumentUrl } from '@/components/invoice/invoice-document-url';
import { EmptyState } from '@/components/ui/states';
import { CancelOrderButton } from './cancel-order-button';
import { buttonClass } from '@/components/ui/button';
import { LinkList } from '@/components/ui/link-list';
import layout from '@/components/ui/layout.module.css';
import { Tag, type TagTone } from '@/components/ui/tag';
import { TrackedLink } from '@/components/ui/tracked-elements';
import { COUPON_STATUS_LABELS, COUPON_TYPE_LABELS, orderOfferedCoupons, walletCoupons } from '@/lib/coupon/rules';
import type { OfferedCoupon, UserCoupon } from '@/lib/coupon/schemas';
import { ORDER_STATUS_LABELS, ordersInTab } from '@/lib/order/rules';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { formatFen } from '@/lib/format/fen';
import { INVOICE_STATUS_LABELS, invoiceRefusal } from '@/lib/invoice/rules';
import type { Invoice } from '@/lib/invoice/schemas';
import { refundQuote } from '@/lib/order/refund-rules';
import type { Order } from '@/lib/order/schemas';
import { href } from '@/lib/routes/hrefs';
import { PAY_CHANNEL_LABELS } from '@/lib/pay/rules';
import { TRACKING } from '@/lib/tracking/definitions';
import type { TrackEvent } from '@/lib/tracking/events';

export const ORDER_TABS = [
  { key: 'all', label: '全部' },
  { key: 'pending', label: '待支付' },
  { key: 'paid', label: '已支付' },
  { key: 'refund', label: '退款' },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number]['key'];

/** The user's words for a payment channel (one table: lib/pay/rules). */
export const CHANNEL_LABEL = PAY_CHANNEL_LABELS;
export const STATUS_TONE = {
  PENDING: 'pending',
  PAID: 'paid',
  CLOSED: 'done',
  REFUNDING: 'pending',
  REFUNDED: 'failed',
} as const satisfies Record<Order['status'], TagTone>;

/** 我的订单: tabs by state, newest first, each order opens its detail. */
export function OrderList({ orders, tab }: { orders: Order[]; tab: OrderTab }) {
  const shown = ordersInTab(orders, tab);
  return (
    <div className={layout.screen}>
      <nav className={`${layout.card} ${layout.tabs}`} aria-label="订单状态">
        {ORDER_TABS.map((item) => (
          <Link
            key={item.key}
            className={layout.tab}
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', textDecoration: 'none' }}
            aria-current={item.key === tab ? 'page' : undefined}
            href={href('/orderCenter', { tab: item.key === 'all' ? undefined : item.key })}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {shown.length === 0 ? (
        <EmptyState title="暂无订单" />
      ) : (
        <ul className={layout.list} aria-label="订单列表">
          {shown.map((order) => (
            <li key={order.order_no}>
              <Link
                className={layout.row}
                style={{ textDecoration: 'none' }}
                href={href('/orderCenter/orderDetail', { orderNo: order.order_no })}
              >
                <span>
                  <span className={layout.rowTitle}>
                    {order.sku.name} <Tag tone={STATUS_TONE[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Tag>
                  </span>
                  <span className={layout.rowMeta}>
                    {formatChinaDateTime(order.created_at)} · 订单号 {order.order_no}
                  </span>
                </span>
                <span className={layout.amount}>¥{formatFen(order.paid_fen ?? order.pay_fen)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LinkList label="发票与退款">
        <li>
          <Link href={href('/apply-invoice')}>申请开票</Link>
        </li>
        <li>
          <Link href={href('/orderCenter/refundAgreement')}>退款协议</Link>
        </li>
      </LinkList>
    </div>
  );
}

/**
 * 订单详情: the plan as sold (snapshot), the amounts, channel and service period; a pending order can be
 * paid or cancelled; an auto-renewing plan's order carries its auto-renewal switch (`autoRenew`).
 */
export function OrderDetail({
  order,
  afterSale,
  autoRenew,
}: {
  order: Order;
  afterSale?: { invoice: Invoice | null; now: Date };
  autoRenew?: ReactNode;
}) {
  return (
    <div className={layout.screen}>
      <section className={layout.card} aria-labelledby="order-title">
        <h2 id="order-title" className={layout.rowTitle}>
          {order.sku.name} <Tag tone={STATUS_TONE[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Tag>
        </h2>
        <dl className={layout.facts}>
          <dt>订单号</dt>
          <dd>{order.order_no}</dd>
          <dt>套餐</dt>
          <dd>
            {order.sku.tier} · {order.sku.days}天{order.sku.auto_renew ? ' · 自动续费' : ''}
          </dd>
          <dt>商品金额</dt>
          <dd>¥{formatFen(order.amount_fen + order.credit_fen)}</dd>
          {order.credit_fen > 0 ? (
            <>
              <dt>升级抵扣</dt>
              <dd>-¥{formatFen(order.credit_fen)}</dd>
            </>
          ) : null}
          {order.discount_fen > 0 ? (
            <>
              <dt>优惠券</dt>
              <dd>-¥{formatFen(order.discount_fen)}</dd>
            </>
          ) : null}
          <dt>{order.paid_fen === null ? '应付金额' : '实付金额'}</dt>
          <dd>¥{formatFen(order.paid_fen ?? order.pay_fen)}</dd>
          <dt>支付方式</dt>
          <dd>{order.channel ? CHANNEL_LABEL[order.channel] : '—'}</dd>
          <dt>下单时间</dt>
          <dd>{formatChinaDateTime(order.created_at)}</dd>
          {order.paid_at ? (
            <>
              <dt>支付时间</dt>
              <dd>{formatChinaDateTime(order.paid_at)}</dd>
            </>
          ) : null}
          {order.service_start && order.service_end ? (
            <>
              <dt>服务期</dt>
              <dd>
                {formatChinaDateTime(order.service_start).slice(0, 10)} 至{' '}
                {formatChinaDateTime(order.service_end).slice(0, 10)}
              </dd>
            </>
          ) : null}
        </dl>
        {order.status === 'PENDING' ? (
          <div className={layout.actions}>
            <CancelOrderButton orderNo={order.order_no} payFen={order.pay_fen} hasCoupon={order.coupon_id !== null} />
            <Link className={buttonClass({ block: true })} href={href('/newPayPopup', { order_no: order.order_no })}>
              继续支付
            </Link>
          </div>
        ) : null}
      </section>
      {autoRenew}
      {afterSale ? <AfterSaleLinks order={order} invoice={afterSale.invoice} now={afterSale.now} /> : null}
    </div>
  );
}

/** Refund and invoice entries of one order, only where the rules allow them (lib/order/refund-rules, lib/invoice/rules). */
function AfterSaleLinks({ order, invoice, now }: { order: Order; invoice: Invoice | null; now: Date }) {
  const links: Array<{ key: string; node: ReactNode }> = [];
  const orderNo = { orderNo: order.order_no };
  const tracked = (to: string, event: TrackEvent, label: string) => (
    <TrackedLink href={to} event={{ ...event, eventAttr: { order_no: order.order_no } }}>
      {label}
    </TrackedLink>
  );
  if (!refundQuote(order, now).refusal)
    links.push({
      key: 'refund',
      node: tracked(href('/llczd/m/refund', orderNo), TRACKING.orderDetail.events.refundClick, '申请退款'),
    });
  if (order.status === 'REFUNDING' || order.status === 'REFUNDED')
    links.push({
      key: 'refund',
      node: <Link href={href('/llczd/m/refund', { orderNo: order.order_no })}>退款进度</Link>,
    });
  if (invoice) {
    links.push({
      key: 'invoice',
      node: (
        <a href={invoiceDocumentUrl(invoice.invoice_no)} download>
          下载发票（{INVOICE_STATUS_LABELS[invoice.status]}）
        </a>
      ),
    });
  } else if (!invoiceRefusal(order)) {
    links.push({
      key: 'invoice',
      node: tracked(href('/apply-invoice', orderNo), TRACKING.orderDetail.events.invoiceClick, '申请开票'),
    });
  }
  if (links.length === 0) return null;
  return (
    <LinkList label="售后服务">
      {links.map((link) => (
        <li key={link.key}>{link.node}</li>
      ))}
    </LinkList>
  );
}

function couponValueText(coupon: UserCoupon): string {
  if (coupon.type === 'DISCOUNT') return `${coupon.value / 100}折`;
  if (coupon.type === 'TRIAL') return `${coupon.value}天`;
  return `¥${formatFen(coupon.value)}`;
}

/** 去使用 leads to the member plans, where the pay page applies the best coupon: not for live-room or trial coupons. */
function usableOnPlans(coupon: UserCoupon): boolean {
  return coupon.status === 'UNUSED' && !coupon.live_only && coupon.type !== 'TRIAL';
}

/** The coupon wallet: 我的优惠券 (usable) or 历史优惠券 (used / expired). */
export function CouponList({ coupons, history }: { coupons: UserCoupon[]; history: boolean }) {
  const shown = walletCoupons(coupons, history ? 'history' : 'current');
  return (
    <div className={layout.screen}>
      {shown.length === 0 ? (
        <EmptyState title={history ? '暂无历史优惠券' : '暂无可用优惠券'} />
      ) : (
        <ul className={layout.list} aria-label={history ? '历史优惠券' : '我的优惠券'}>
          {shown.map((coupon) => (
            <li key={coupon.id} className={layout.row}>
              <span>
                <span className={layout.rowTitle}>
                  {coupon.name}{' '}
                  <Tag tone={coupon.status === 'UNUSED' ? 'pending' : 'done'}>
                    {COUPON_STATUS_LABELS[coupon.status]}
                  </Tag>
                </span>
                <span className={layout.rowMeta}>
                  {COUPON_TYPE_LABELS[coupon.type]}
                  {coupon.threshold_fen > 0 ? ` · 满${formatFen(coupon.threshold_fen)}元可用` : ' · 无门槛'}
                  {coupon.live_only ? ' · 直播间专享' : ''}
                </span>
                <span className={layout.rowMeta}>有效期至 {formatChinaDateTime(coupon.valid_to)}</span>
              </span>
              <span className={layout.rowEnd}>
                <span className={`${layout.amount} ${layout.plus}`}>{couponValueText(coupon)}</span>
                {usableOnPlans(coupon) ? (
                  <TrackedLink
                    className={buttonClass({ size: 'sm' })}
                    href={href('/openMember')}
                    aria-label={`${coupon.name}：去使用`}
                    event={{
                      ...TRACKING.couponLists.events.useClick,
                      eventAttr: { coupon_id: coupon.id, template_id: coupon.template_id },
                    }}
                  >
                    去使用
                  </TrackedLink>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <LinkList label="优惠券">
        <li>
          {history ? (
            <Link href={href('/mineCoupon')}>我的优惠券</Link>
          ) : (
            <Link href={href('/historyCoupon')}>历史优惠券</Link>
          )}
        </li>
      </LinkList>
    </div>
  );
}

/** 可用优惠券: the viewer's coupons for one plan, usable ones first and the biggest saving first. */
export function UsableCoupons({ planName, coupons }: { planName: string; coupons: OfferedCoupon[] }) {
  const sorted = orderOfferedCoupons(coupons);
  return (
    <div className={layout.screen}>
      <p className={`${layout.rowMeta} ${layout.sectionTitle}`}>适用于：{planName}</p>
      {sorted.length === 0 ? (
        <EmptyState title="暂无可用优惠券" />
      ) : (
        <ul className={layout.list} aria-label="可用优惠券">
          {sorted.map((coupon, index) => (
            <li key={coupon.id} className={layout.row}>
              <span>
                <span className={layout.rowTitle}>
                  {coupon.name}
                  {coupon.usable && index === 0 ? <Tag tone="pending"> 最优</Tag> : null}
                </span>
                <span className={layout.rowMeta}>
                  {coupon.usable ? `本单可减${formatFen(coupon.discount_fen)}元` : (coupon.reason ?? '不可用')}
                </span>
                <span className={layout.rowMeta}>有效期至 {formatChinaDateTime(coupon.valid_to)}</span>
              </span>
              <span className={`${layout.amount} ${coupon.usable ? layout.plus : layout.minus}`}>
                {couponValueText(coupon)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
