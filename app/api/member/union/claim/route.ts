// POST /h5/api/member/union/claim – claims one union-member partner benefit (VIP: one, SVIP: all), once per action
import { apiHandler } from '@/lib/api/handler';
import { unionClaimInputSchema } from '@/lib/member/inputs';
import { claimUnionBenefit } from '@/lib/member/server';
import { idempotencyKeyFor } from '@/lib/pay/action-key';
import { payContext } from '@/lib/pay/route-context';

export const POST = apiHandler({ input: unionClaimInputSchema }, (ctx) => {
  const { sessionScope, actionId } = payContext(ctx);
  return claimUnionBenefit(ctx.input.partner_id, idempotencyKeyFor('union', sessionScope, actionId, ctx.input.partner_id));
});
