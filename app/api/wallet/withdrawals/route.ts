// POST /h5/api/wallet/withdrawals – requests a withdrawal (step-up ticket required), once per user action and ticket
import { apiHandler } from '@/lib/api/handler';
import { idempotencyKeyFor } from '@/lib/pay/action-key';
import { payContext } from '@/lib/pay/route-context';
import { withdrawInputSchema } from '@/lib/wallet/schemas';
import { requestWithdrawal } from '@/lib/wallet/server';

export const POST = apiHandler({ input: withdrawInputSchema }, (ctx) => {
  const { sessionScope, actionId } = payContext(ctx);
  return requestWithdrawal(ctx.input, idempotencyKeyFor('withdraw', sessionScope, actionId, ctx.input.amount_fen, ctx.input.ticket));
});
