// POST /h5/api/capsules/{id}/help – helps a friend's capsule (one more pick for them; once per helper and capsule)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { helpInputSchema } from '@/lib/activity-hub/schemas';
import { helpCapsuleFriend } from '@/lib/activity-hub/server';

export const POST = apiHandler(
  {
    input: helpInputSchema,
    params: idParams('id', '活动不存在'),
    idempotent: { scope: 'capsule-help', choice: (input, params) => [params.id, input.code] },
  },
  ({ params, input, idempotencyKey }) => helpCapsuleFriend(params.id, input.code, idempotencyKey),
);
