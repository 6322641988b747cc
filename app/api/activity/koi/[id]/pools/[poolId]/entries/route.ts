// POST /h5/api/activity/koi/{id}/pools/{poolId}/entries – use chances to join a prize pool (Idempotency-Key: a retry counts once)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { joinKoiPool } from '@/lib/koi/server';

export const POST = apiHandler(
  {
    params: idParams(['id', 'poolId'], '活动不存在'),
    idempotent: { scope: 'koi-entry', choice: (_input, params) => [params.id, params.poolId] },
  },
  ({ params, idempotencyKey, auth }) => joinKoiPool(params.id, params.poolId, idempotencyKey, auth),
);
