// POST /h5/api/capsules/{id}/seal – seals the viewer's picks once, at the latest close (Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { sealInputSchema } from '@/lib/activity-hub/schemas';
import { sealCapsule } from '@/lib/activity-hub/server';

export const POST = apiHandler(
  {
    input: sealInputSchema,
    params: idParams('id', '活动不存在'),
    idempotent: { scope: 'capsule-seal', choice: (input, params) => [params.id, JSON.stringify(input.codes)] },
  },
  ({ params, input, idempotencyKey }) => sealCapsule(params.id, input.codes, idempotencyKey),
);
