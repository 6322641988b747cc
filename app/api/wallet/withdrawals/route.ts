// POST /h5/api/wallet/withdrawals – requests a withdrawal (step-up ticket required), once per user action and ticket
import { apiHandler } from '@/lib/api/handler';
import { withdrawInputSchema } from '@/lib/wallet/schemas';
import { requestWithdrawal } from '@/lib/wallet/server';

export const POST = apiHandler(
  {
    input: withdrawInputSchema,
    idempotent: { scope: 'withdraw', choice: (input) => [input.amount_fen, input.ticket] },
  },
  (ctx) => requestWithdrawal(ctx.input, ctx.idempotencyKey),
);
