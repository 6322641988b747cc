/**
 * The refund policy (the text of /orderCenter/refundAgreement and the check of a refund request),
 * without zod so the refund form runs it in the browser too. Money is integer fen.
 * - Only a 已支付 order can be refunded, once (a refused request leaves it 已支付 and may be repeated).
 * - App Store purchases are refunded by Apple, not by us.
 * - Within FULL_REFUND_DAYS of paying: up to the whole paid amount.
 * - After that, while the service runs: up to the unused whole days' share of the paid amount.
 * - Less what an upgrade credited from the order, and less the value of its rewards already used.
 * - The money goes back the way it came (原路退回); an invoice issued for the order is voided (红冲).
 */
import { formatFen } from '@/lib/format/fen';

export const FULL_REFUND_DAYS = 7;
const DAY_MS = 24 * 3600_000;

export type RefundStatus = 'PENDING' | 'REFUNDED' | 'REJECTED';
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  PENDING: '审核中',
  REFUNDED: '已退款',
  REJECTED: '已驳回',
};

export const REFUND_REASONS = ['误购/重复购买', '服务内容与描述不符', '不想继续使用', '其他原因'] as const;

export interface RefundableOrder {
  status: 'PENDING' | 'PAID' | 'CLOSED' | 'REFUNDING' | 'REFUNDED';
  channel: 'iap' | 'app' | 'jsapi' | 'h5' | null;
  paid_fen: number | null;
  paid_at: string | null;
  service_start: string | null;
  service_end: string | null;
}

export interface RefundQuote {
  max_fen: number;
  /** What an upgrade already credited from this order (never refunded again). */
  credited_fen: number;
  /** The value of this order's rewards already used (gift coupons, the first-purchase coupon), taken off the refund. */
  deduction_fen: number;
  /** Why no refund can be requested now, or null. */
  refusal: string | null;
  /** 'full' within the first days, 'prorated' after. */
  basis: 'full' | 'prorated' | null;
}

const STATUS_REFUSAL: Record<RefundableOrder['status'], string | null> = {
  PENDING: '订单未支付，不能申请退款',
  PAID: null,
  CLOSED: '订单已关闭，不能申请退款',
  REFUNDING: '订单退款中，不能申请退款',
  REFUNDED: '订单已退款，不能申请退款',
};

/**
 * How much of this order may be refunded now, by the policy above, less what an upgrade credited from
 * it and the value of its rewards already used (DOMAIN-MODEL "Rules for sequences": nothing is paid twice).
 */
export function refundQuote(
  order: RefundableOrder,
  now: Date,
  taken: { credited_fen: number; deduction_fen: number } = { credited_fen: 0, deduction_fen: 0 },
): RefundQuote {
  const base = policyQuote(order, now);
  if (base.refusal) return { ...base, ...taken };
  const paid = order.paid_fen ?? 0;
  const max = Math.min(base.max_fen, paid - taken.credited_fen) - taken.deduction_fen;
  if (max <= 0)
    return {
      max_fen: 0,
      refusal: taken.credited_fen > 0 ? '该订单剩余金额已抵扣升级费用，无可退金额' : '该订单的赠品已使用，无可退金额',
      basis: null,
      ...taken,
    };
  return { ...base, max_fen: max, ...taken };
}

function policyQuote(order: RefundableOrder, now: Date): Omit<RefundQuote, 'credited_fen' | 'deduction_fen'> {
  const refused = (refusal: string) => ({ max_fen: 0, refusal, basis: null });
  const statusRefusal = STATUS_REFUSAL[order.status];
  if (statusRefusal) return refused(statusRefusal);
  if (order.channel === 'iap') return refused('App Store 购买的订单请向 Apple 申请退款');
  const paid = order.paid_fen ?? 0;
  if (paid <= 0 || !order.paid_at) return refused('该订单无可退金额');
  const sincePaid = now.getTime() - new Date(order.paid_at).getTime();
  if (sincePaid < FULL_REFUND_DAYS * DAY_MS) return { max_fen: paid, refusal: null, basis: 'full' };
  if (!order.service_start || !order.service_end) return refused('已超过退款期限');
  const start = new Date(order.service_start).getTime();
  const end = new Date(order.service_end).getTime();
  const totalDays = Math.round((end - start) / DAY_MS);
  const unusedDays = Math.floor((end - Math.max(start, now.getTime())) / DAY_MS);
  if (totalDays <= 0 || unusedDays <= 0) return refused('服务期已结束，不支持退款');
  const share = Math.floor((paid * Math.min(unusedDays, totalDays)) / totalDays);
  return share > 0 ? { max_fen: share, refusal: null, basis: 'prorated' } : refused('服务期已结束，不支持退款');
}

/** Why this amount cannot be requested (Chinese, shown next to the field), or null. */
export function refundAmountRefusal(amountFen: number, quote: RefundQuote): string | null {
  if (quote.refusal) return quote.refusal;
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return '请输入正确的退款金额';
  if (amountFen > quote.max_fen) return `退款金额不能超过可退金额${formatFen(quote.max_fen)}元`;
  return null;
}
