/**
 * The order state machine shared by pay, the order centre, invoices and refunds (DOMAIN-MODEL):
 * 待支付 → 已支付 | 已关闭 (15 minutes unpaid); 已支付 → 退款中 → 已退款 | 已支付 (refund refused).
 * Only the signed payment notify (or a verified IAP receipt) moves an order to 已支付.
 */
export type OrderStatus = 'PENDING' | 'PAID' | 'CLOSED' | 'REFUNDING' | 'REFUNDED';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: '待支付',
  PAID: '已支付',
  CLOSED: '已关闭',
  REFUNDING: '退款中',
  REFUNDED: '已退款',
};

/** Unpaid orders close after 15 minutes. */
export const ORDER_PAY_WINDOW_MS = 15 * 60 * 1000;

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['PAID', 'CLOSED'],
  PAID: ['REFUNDING'],
  REFUNDING: ['REFUNDED', 'PAID'],
  CLOSED: [],
  REFUNDED: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** A pending order past its pay window is closed, whether or not a sweep has written it yet. */
export function effectiveStatus(status: OrderStatus, expiresAt: string, now: Date): OrderStatus {
  return status === 'PENDING' && new Date(expiresAt).getTime() <= now.getTime() ? 'CLOSED' : status;
}

/** Whole seconds left to pay, 0 once closed. */
export function secondsToPay(expiresAt: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / 1000));
}
/** The order centre's tabs and the states each shows (全部 shows every order, 已关闭 ones only there). */
export type OrderTabKey = 'all' | 'pending' | 'paid' | 'refund';
const TAB_STATUSES: Record<Exclude<OrderTabKey, 'all'>, readonly OrderStatus[]> = {
  pending: ['PENDING'],
  paid: ['PAID'],
  refund: ['REFUNDING', 'REFUNDED'],
};

export function ordersInTab<O extends { status: OrderStatus }>(orders: readonly O[], tab: OrderTabKey): O[] {
  if (tab === 'all') return [...orders];
  const wanted = TAB_STATUSES[tab];
  return orders.filter((order) => wanted.includes(order.status));
}
