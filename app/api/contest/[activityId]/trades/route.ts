// POST /h5/api/contest/{activityId}/trades – one virtual buy or sell at today's close (zod, Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idempotencyKeyOf } from '@/lib/content/server';
import { contestTradeInputSchema } from '@/lib/contest/schemas';
import { placeContestTrade, routeActivityId } from '@/lib/contest/server';

export const POST = apiHandler({ input: contestTradeInputSchema }, ({ params, input, request, auth }) => placeContestTrade(routeActivityId(params.activityId), input, idempotencyKeyOf(request), auth));
