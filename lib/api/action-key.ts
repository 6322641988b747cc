import 'server-only';
import { createHash, randomUUID } from 'node:crypto';

/**
 * Idempotency keys are made by the BFF, one per user action (DOMAIN-MODEL). A page that offers an
 * idempotent action gets a fresh action id when it renders; the browser sends it back in `X-Action-Id`
 * with its choice. The key is a hash of the session, that action id and everything the action chose —
 * so a double tap, a retry after a lost answer or a replayed request makes the same key (one order),
 * while another choice (another coupon) is another action with its own key. A success re-renders the
 * page (router.refresh), which hands out a new action id: a deliberate second purchase is a second order.
 */
export const ACTION_ID_HEADER = 'x-action-id';
const ACTION_ID_PATTERN = /^[0-9a-f-]{36}$/;

export function newActionId(): string {
  return randomUUID();
}

export function readActionId(headers: { get(name: string): string | null }): string | null {
  const value = headers.get(ACTION_ID_HEADER);
  return value && ACTION_ID_PATTERN.test(value) ? value : null;
}

export type ChoicePart = string | number | boolean | null | undefined;

export function idempotencyKeyFor(
  scope: string,
  sessionScope: string,
  actionId: string,
  ...choice: ChoicePart[]
): string {
  const digest = createHash('sha256')
    .update([scope, sessionScope, actionId, ...choice.map((part) => String(part ?? '-'))].join('|'))
    .digest('hex');
  return `${scope}-${digest.slice(0, 48)}`;
}

/** A second key one action needs (the payment of the order it made), derived from the action's own key. */
export function followingKey(actionKey: string, scope: string, ...choice: ChoicePart[]): string {
  return idempotencyKeyFor(scope, actionKey, '', ...choice);
}
