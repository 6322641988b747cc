// POST /h5/api/activity/koi/{id}/pools/{poolId}/entries – use chances to join a prize pool (Idempotency-Key: a retry counts once)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { idempotencyKeyOf } from '@/lib/content/server';
import { joinKoiPool } from '@/lib/koi/server';

export const POST = apiHandler({ params: idParams(['id', 'poolId'], '活动不存在') }, ({ params, request, auth }) => joinKoiPool(params.id, params.poolId, idempotencyKeyOf(request), auth));
