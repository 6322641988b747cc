// GET|POST /h5/api/member/auto-renew – the viewer's auto-renewals (next charge date and amount) | switches one off or on, once per action
import { apiHandler } from '@/lib/api/handler';
import { autoRenewInputSchema } from '@/lib/member/inputs';
import { readAutoRenewals, switchAutoRenew } from '@/lib/member/server';

export const GET = apiHandler({ auth: 'required' }, () => readAutoRenewals());

export const POST = apiHandler(
  {
    auth: 'required',
    input: autoRenewInputSchema,
    idempotent: { scope: 'auto-renew', choice: (input) => [input.id, input.enabled] },
  },
  (ctx) => switchAutoRenew(ctx.input.id, ctx.input.enabled, ctx.idempotencyKey),
);
