import 'server-only';
import { z } from 'zod';
import { readNativeContext } from '@/lib/bridge/native-context';
import { consentDevice } from '@/lib/compliance/device';
import { confirmSuitability, suitabilityFor } from '@/lib/compliance/server';
import { offeredCouponSchema } from '@/lib/coupon/schemas';
import { AppError, ErrorCode } from '@/lib/errors';
import { isSandboxUpstream } from '@/lib/http/config';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { membershipSchema, planSchema } from '@/lib/member/schemas';
import { suitabilityProductOf } from '@/lib/member/server';
import { createOrder } from '@/lib/order/server';
import { orderSchema, quoteSchema } from '@/lib/order/schemas';
import { readPersonal } from '@/lib/read/server';
import { href, withBasePath } from '@/lib/routes/hrefs';
import { readAuth } from '@/lib/session/session';
import { requestOrigin } from '@/lib/share/metadata';
import { followingKey } from '@/lib/api/action-key';
import { channelFor, type PayChannel } from './rules';
import { prepaySchema, sandboxConfirmSchema, type confirmInputSchema } from './schemas';

interface HeaderSource {
  get(name: string): string | null;
}

const quoteAnswerSchema = z.object({
  plan: planSchema,
  quote: quoteSchema,
  coupons: z.array(offeredCouponSchema),
  membership: membershipSchema,
});

/** The product id under which the suitability confirmation of a tier is recorded. */

/** The channel of this request's environment (lib/pay/rules channelFor). */
export function channelOf(headers: HeaderSource): PayChannel {
  const native = readNativeContext(headers);
  return channelFor({ environment: native.environment, os: native.os });
}

/** Price of a purchase for the viewer: plan, quote (best coupon unless told), coupons, membership, the suitability gate. */
export async function fetchQuote(
  auth: UpstreamAuth | null,
  planId: string,
  coupon: 'auto' | 'none' | number = 'auto',
  source?: string | null,
) {
  const answer = await upstreamGet('/member/quote', quoteAnswerSchema, {
    auth,
    query: { plan_id: planId, coupon, source: source ?? undefined },
  });
  const suitability = await suitabilityFor(auth, answer.plan.risk_level, suitabilityProductOf(answer.plan));
  return { ...answer, suitability };
}
export type QuoteView = Awaited<ReturnType<typeof fetchQuote>>;

export async function readQuote(planId: string, source?: string | null) {
  const auth = await readAuth();
  return readPersonal(`/member/quote?${planId}&${source ?? ''}`, () => fetchQuote(auth, planId, 'auto', source));
}

export interface ConfirmContext {
  auth: UpstreamAuth | null;
  headers: HeaderSource;
  /** The route's Idempotency-Key (apiHandler `idempotent`: session, the page's action id, the choice). */
  idempotencyKey: string;
}

/**
 * Confirming an order: the suitability gate (a mismatch only with the
 * user's explicit, recorded confirmation), every agreement of the plan ticked and recorded, then the
 * order (priced by the upstream from the ids) and its payment on this environment's channel.
 */
export async function confirmOrder(ctx: ConfirmContext, input: z.infer<typeof confirmInputSchema>) {
  const { plan } = await upstreamGet('/member/quote', quoteAnswerSchema, {
    auth: ctx.auth,
    query: { plan_id: input.plan_id, coupon: 'none' },
  });
  const gate = await suitabilityFor(ctx.auth, plan.risk_level, suitabilityProductOf(plan));
  if (gate.decision === 'warn' && !gate.allowed) {
    if (!input.suitability_confirmed)
      throw new AppError(ErrorCode.MissingParams, gate.message, { status: 409, details: { decision: gate.decision } });
    await confirmSuitability(ctx.auth, { risk: plan.risk_level, product_id: suitabilityProductOf(plan) });
  } else if (!gate.allowed) {
    throw new AppError(ErrorCode.MissingParams, gate.message, { status: 409, details: { decision: gate.decision } });
  }
  const unticked = plan.agreements.find((agreement) => !input.agreements.includes(agreement.id));
  if (unticked) throw new AppError(ErrorCode.MissingParams, `请阅读并同意《${unticked.title}》`, { status: 400 });

  // The upstream records the consents with the order, once: a replayed confirm records nothing new.
  const consent = consentDevice(ctx.headers, {});
  const order = await createOrder(
    {
      plan_id: plan.id,
      coupon_id: input.coupon_id,
      source: input.source,
      agreements: plan.agreements.map((a) => a.id),
      consent,
    },
    ctx.idempotencyKey,
  );
  const prepay = await startPayment(ctx, order.order_no);
  return { order, prepay };
}

/** Starts (or restarts) paying a pending order on this environment's channel. */
export async function startPayment(ctx: ConfirmContext, orderNo: string) {
  const channel = channelOf(ctx.headers);
  // The public origin (H5_PUBLIC_ORIGIN, else the Host the browser used): where the cashier sends the buyer back.
  const returnUrl = `${await requestOrigin()}${withBasePath(href('/llczd/m/PResultPage'))}`;
  // One payment per action and channel: the confirm's own key when it starts paying, the retry's on 继续支付.
  const key = followingKey(ctx.idempotencyKey, 'prepay', orderNo, channel);
  return upstreamPost('/pay/prepay', prepaySchema, {
    auth: ctx.auth,
    body: { order_no: orderNo, channel, return_url: returnUrl },
    headers: { 'Idempotency-Key': key },
  });
}

/** An App Store receipt from the app, verified by the upstream (which credits the order once). */
export function verifyIapReceipt(body: { order_no: string; receipt: string }) {
  return upstreamPost('/pay/iap/verify', orderSchema, { body });
}

/**
 * The sandbox provider's confirmation (the WeChat client, the Android SDK, the App Store) — only
 * while the upstream is the local sandbox; against a real upstream this route does not exist.
 */
export function sandboxConfirm(body: { order_no: string; channel: 'app' | 'jsapi' | 'iap' }) {
  if (!isSandboxUpstream()) throw new AppError(ErrorCode.RequestFailed, '接口不存在', { status: 404 });
  return upstreamPost('/sandbox/confirm', sandboxConfirmSchema, { body });
}
