// POST /h5/api/member/union/claim – claims one union-member partner benefit (VIP: one, SVIP: all), once per action
import { apiHandler } from '@/lib/api/handler';
import { unionClaimInputSchema } from '@/lib/member/inputs';
import { claimUnionBenefit } from '@/lib/member/server';

export const POST = apiHandler(
  { input: unionClaimInputSchema, idempotent: { scope: 'union', choice: (input) => [input.partner_id] } },
  (ctx) => claimUnionBenefit(ctx.input.partner_id, ctx.idempotencyKey),
);
