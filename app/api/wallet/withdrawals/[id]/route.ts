// GET /h5/api/wallet/withdrawals/{id} – one of the viewer's withdrawals; another user's → 404
import { apiHandler } from '@/lib/api/handler';
import { fetchWithdrawal } from '@/lib/wallet/server';

export const GET = apiHandler({}, ({ params }) => fetchWithdrawal(params.id));
