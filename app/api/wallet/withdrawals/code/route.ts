// POST /h5/api/wallet/withdrawals/code – sends the step-up SMS code to the viewer's own mobile
import { apiHandler } from '@/lib/api/handler';
import { sendWithdrawCode } from '@/lib/wallet/server';

export const POST = apiHandler({}, () => sendWithdrawCode());
