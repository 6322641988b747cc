import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { signFields } from '@/upstream/commerce/pay-sign';
import { BASE_URL, login, newClient, upstream } from './bff-helpers';
import { submissionFor } from './compliance-support';

/** Helpers of the pay contract tests: a logged-in, assessed buyer and the calls of the pay flow. */
export const ANDROID_APP = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 LlczdApp/2.0.60',
  'x-app-version': '2.0.60',
  'x-device-os-name': 'android',
};
export const IOS_APP = {
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 LlczdApp/2.0.60',
  'x-app-version': '2.0.60',
  'x-device-os-name': 'ios',
};
export const WECHAT = {
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50',
};

export async function buyer(level = 4, headers?: Record<string, string>): Promise<APIRequestContext> {
  const client = await newClient(headers);
  await login(client);
  if (level > 0)
    expect((await client.post('/h5/api/compliance/evaluations', { data: submissionFor(level) })).status()).toBe(200);
  return client;
}

export async function data<T = Record<string, unknown>>(
  response: { status(): number; json(): Promise<unknown>; text(): Promise<string> },
  status = 200,
): Promise<T> {
  const body = (await response.json()) as { code: number; data: T; message?: string };
  expect(response.status(), JSON.stringify(body)).toBe(status);
  return body.data;
}

export type QuoteAnswer = {
  plan: { id: string; price_fen: number; agreements: Array<{ id: string }>; iap_product_id: string };
  quote: {
    kind: string;
    allowed: boolean;
    refusal: string | null;
    amount_fen: number;
    credit_fen: number;
    credit_items: Array<{
      order_no: string;
      plan_name: string;
      paid_fen: number;
      segment_days: number;
      unused_days: number;
      credit_fen: number;
    }>;
    vip_days_left: number;
    coupon_id: number | null;
    discount_fen: number;
    pay_fen: number;
  };
  coupons: Array<{ id: number; name: string; usable: boolean; discount_fen: number }>;
  suitability: { decision: string };
};

export async function quote(client: APIRequestContext, planId: string, coupon: string | number = 'auto') {
  return data<QuoteAnswer>(await client.get(`/h5/api/member/quote?plan_id=${planId}&coupon=${coupon}`));
}

export type Confirmed = {
  order: {
    order_no: string;
    status: string;
    pay_fen: number;
    amount_fen: number;
    discount_fen: number;
    coupon_id: number | null;
  };
  prepay: {
    channel: string;
    provider_ref: string;
    cashier_url: string | null;
    jsapi: unknown;
    iap_product_id: string | null;
  };
};

export async function confirm(
  client: APIRequestContext,
  body: Record<string, unknown>,
  actionId: string = randomUUID(),
) {
  return client.post('/h5/api/pay/confirm', { data: body, headers: { 'x-action-id': actionId } });
}

export async function confirmPlan(
  client: APIRequestContext,
  planId: string,
  extra: Record<string, unknown> = {},
  actionId?: string,
) {
  const { plan } = await quote(client, planId, 'none');
  return confirm(
    client,
    { plan_id: planId, coupon_id: null, agreements: plan.agreements.map((a) => a.id), ...extra },
    actionId,
  );
}

export async function order(client: APIRequestContext, orderNo: string) {
  return data<{
    status: string;
    paid_fen: number | null;
    service_start: string | null;
    service_end: string | null;
    kind: string;
  }>(await client.get(`/h5/api/orders/${orderNo}`));
}

/** Polls the order as the result page does, until it leaves 待支付. */
export async function settled(client: APIRequestContext, orderNo: string) {
  await expect.poll(async () => (await order(client, orderNo)).status, { timeout: 10_000 }).not.toBe('PENDING');
  return order(client, orderNo);
}

export async function notifications(orderNo: string) {
  const up = await upstream();
  const body = (await (await up.get(`/__dev/pay/notifications?order_no=${orderNo}`)).json()) as {
    data: { notifications: Array<{ result: string }> };
  };
  await up.dispose();
  return body.data.notifications.map((entry) => entry.result);
}

/** The provider's notify for a payment, signed with the sandbox secret (or a given signature). */
export function notifyBody(providerRef: string, orderNo: string, amountFen: number, sign?: string) {
  const fields = {
    notify_id: `N${providerRef}`,
    provider_ref: providerRef,
    order_no: orderNo,
    amount_fen: amountFen,
    trade_status: 'SUCCESS',
    timestamp: 1790000000000,
  };
  return { ...fields, sign: sign ?? signFields(fields) };
}

export async function postNotify(body: unknown) {
  const up = await upstream();
  const response = await up.post('/pay/notify', { data: body });
  const result = {
    status: response.status(),
    body: (await response.json()) as { code: number; message?: string; data?: { result: string } },
  };
  await up.dispose();
  return result;
}

export async function payAtCashier(cashierUrl: string) {
  const up = await upstream();
  const response = await up.post(`${new URL(cashierUrl).pathname}/pay`, { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  await up.dispose();
}

/** The same session seen from another environment (another device's headers). */
export async function sameUserWith(
  client: APIRequestContext,
  headers: Record<string, string>,
): Promise<APIRequestContext> {
  const { cookies } = await client.storageState();
  return playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: headers,
    storageState: { cookies, origins: [] },
  });
}
