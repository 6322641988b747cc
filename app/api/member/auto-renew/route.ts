// GET|POST /h5/api/member/auto-renew – the viewer's auto-renewals (next charge date and amount) | switches one off or on, once per action
import { apiHandler } from '@/lib/api/handler';
import { autoRenewInputSchema } from '@/lib/member/inputs';
import { readAutoRenewals, switchAutoRenew } from '@/lib/member/server';
import { idempotencyKeyFor } from '@/lib/pay/action-key';
import { payContext } from '@/lib/pay/route-context';

export const GET = apiHandler({ auth: 'required' }, () => readAutoRenewals());

export const POST = apiHandler({ auth: 'required', input: autoRenewInputSchema }, (ctx) => {
  const { sessionScope, actionId } = payContext(ctx);
  return switchAutoRenew(ctx.input.id, ctx.input.enabled, idempotencyKeyFor('auto-renew', sessionScope, actionId, ctx.input.id, String(ctx.input.enabled)));
});
