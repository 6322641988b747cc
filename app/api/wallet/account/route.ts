// POST /h5/api/wallet/account – binds the payout account (支付宝) of a verified user, once per user action
import { apiHandler } from '@/lib/api/handler';
import { bindAccountInputSchema } from '@/lib/wallet/schemas';
import { bindWithdrawAccount } from '@/lib/wallet/server';

export const POST = apiHandler(
  {
    auth: 'required',
    input: bindAccountInputSchema,
    idempotent: { scope: 'payout-account', choice: (input) => [input.account] },
  },
  (ctx) => bindWithdrawAccount(ctx.input, ctx.idempotencyKey),
);
