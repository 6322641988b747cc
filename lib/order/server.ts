import 'server-only';
import { z } from 'zod';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import { readAuth } from '@/lib/session/session';
import { refundStateSchema, type RefundInput } from './refund-schemas';
import { orderSchema, type orderCreateSchema } from './schemas';

/** Orders through the upstream order module; the result page polls `fetchOrder`, never trusting a callback. */
export function fetchOrder(orderNo: string, auth?: UpstreamAuth | null) {
  return upstreamGet(`/orders/${encodeURIComponent(orderNo)}`, orderSchema, auth === undefined ? {} : { auth });
}

export async function readOrder(orderNo: string) {
  const auth = await readAuth();
  return readPersonal(`/orders/${orderNo}`, () => fetchOrder(orderNo, auth));
}

/** One order per Idempotency-Key: the upstream answers a repeat with the first order. */
export function createOrder(body: z.input<typeof orderCreateSchema>, idempotencyKey: string) {
  return upstreamPost('/orders', orderSchema, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function cancelOrder(orderNo: string) {
  return upstreamPost(`/orders/${encodeURIComponent(orderNo)}/cancel`, orderSchema, { body: {} });
}

/** The viewer's orders, newest first (the order centre and the member tour read these). */
export async function readOrders(status?: z.infer<typeof orderSchema>['status']) {
  const auth = await readAuth();
  return readPersonal(`/orders?${status ?? ''}`, () =>
    upstreamGet('/orders', z.object({ orders: z.array(orderSchema) }), { auth, query: { status } }).then(
      (answer) => answer.orders,
    ),
  );
}

/** The refund page's state: the order, what the policy allows now, the latest refund and its timeline. */
export async function readRefundState(orderNo: string) {
  const auth = await readAuth();
  return readPersonal(`/orders/${orderNo}/refund`, () =>
    upstreamGet(`/orders/${encodeURIComponent(orderNo)}/refund`, refundStateSchema, { auth }),
  );
}

export function fetchRefundState(orderNo: string) {
  return upstreamGet(`/orders/${encodeURIComponent(orderNo)}/refund`, refundStateSchema);
}

/** One refund request per Idempotency-Key; the upstream checks the amount against the policy and allows one open refund per order. */
export function requestRefund(orderNo: string, input: RefundInput, idempotencyKey: string) {
  return upstreamPost(`/orders/${encodeURIComponent(orderNo)}/refund`, refundStateSchema, {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
