// POST /h5/api/user-growth/v1/app/user/equity/vip/query – VIP equities and which the user holds
import { apiHandler } from '@/lib/api/handler';
import { equityVipQueryInputSchema } from '@/lib/growth/schemas';
import { queryVipEquities } from '@/lib/growth/server';

export const POST = apiHandler({ auth: 'required', input: equityVipQueryInputSchema }, ({ input }) =>
  queryVipEquities(input),
);
