// POST /h5/api/wallet/account – binds the payout account (支付宝) of a verified user, once per user action
import { apiHandler } from '@/lib/api/handler';
import { idempotencyKeyFor } from '@/lib/pay/action-key';
import { payContext } from '@/lib/pay/route-context';
import { bindAccountInputSchema } from '@/lib/wallet/schemas';
import { bindWithdrawAccount } from '@/lib/wallet/server';

export const POST = apiHandler({ auth: 'required', input: bindAccountInputSchema }, (ctx) => {
  const { sessionScope, actionId } = payContext(ctx);
  return bindWithdrawAccount(ctx.input, idempotencyKeyFor('payout-account', sessionScope, actionId, ctx.input.account));
});
