// POST /h5/api/wallet/withdrawals/verify – exchanges the SMS code for a 5-minute withdrawal ticket
import { apiHandler } from '@/lib/api/handler';
import { stepUpInputSchema } from '@/lib/wallet/schemas';
import { verifyWithdrawCode } from '@/lib/wallet/server';

export const POST = apiHandler({ input: stepUpInputSchema }, ({ input }) => verifyWithdrawCode(input.code));
