// POST /h5/api/activity/koi/{id}/pools/{poolId}/entries – use chances to join a prize pool (Idempotency-Key: a retry counts once)
import { apiHandler } from '@/lib/api/handler';
import { idempotencyKeyOf } from '@/lib/content/server';
import { joinKoiPool, routeKoiId } from '@/lib/koi/server';

export const POST = apiHandler({}, ({ params, request, auth }) => joinKoiPool(routeKoiId(params.id), routeKoiId(params.poolId), idempotencyKeyOf(request), auth));
