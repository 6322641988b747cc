// POST /h5/api/contest/{activityId}/trades – one virtual buy or sell at today's close (zod, Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { contestTradeInputSchema } from '@/lib/contest/schemas';
import { placeContestTrade } from '@/lib/contest/server';

export const POST = apiHandler(
  {
    input: contestTradeInputSchema,
    params: idParams('activityId', '活动不存在'),
    idempotent: { scope: 'contest-trade', choice: (input, params) => [params.activityId, JSON.stringify(input)] },
  },
  ({ params, input, idempotencyKey, auth }) => placeContestTrade(params.activityId, input, idempotencyKey, auth),
);
