import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of the sandbox payment provider: the async notify and JSAPI parameters are signed with
 * HMAC-SHA256 over the canonical `key=value&…` string (keys sorted, `sign` left out), the way real
 * providers sign theirs; IAP receipts carry their own HMAC. Secrets come from the environment.
 */
export const notifySecret = () => process.env.PAY_NOTIFY_SECRET ?? 'sandbox-pay-notify-secret';
export const iapSecret = () => process.env.PAY_IAP_SECRET ?? 'sandbox-iap-receipt-secret';

export function canonicalString(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && fields[key] !== undefined && fields[key] !== null)
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('&');
}

export function signFields(fields: Record<string, unknown>, secret = notifySecret()): string {
  return createHmac('sha256', secret).update(canonicalString(fields)).digest('hex');
}

export function verifyFields(fields: Record<string, unknown>, secret = notifySecret()): boolean {
  const given = Buffer.from(String(fields.sign ?? ''), 'utf8');
  const expected = Buffer.from(signFields(fields, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface IapReceipt {
  transaction_id: string;
  product_id: string;
  order_no: string;
  purchased_at: string;
}

export function encodeReceipt(receipt: IapReceipt, secret = iapSecret()): string {
  const body = Buffer.from(JSON.stringify(receipt)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The receipt's content when its signature holds, else null. */
export function decodeReceipt(receipt: string, secret = iapSecret()): IapReceipt | null {
  const [body, signature] = receipt.split('.');
  if (!body || !signature) return null;
  const expected = createHmac('sha256', secret).update(body).digest('base64url');
  if (expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
    return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as IapReceipt;
  } catch {
    return null;
  }
}
