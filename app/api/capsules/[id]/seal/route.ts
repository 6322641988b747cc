// POST /h5/api/capsules/{id}/seal – seals the viewer's picks once, at the latest close (Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { sealInputSchema } from '@/lib/activity-hub/schemas';
import { sealCapsule } from '@/lib/activity-hub/server';
import { idempotencyKeyOf } from '@/lib/content/server';

export const POST = apiHandler({ input: sealInputSchema, params: idParams('id', '活动不存在') }, ({ params, input, request }) => sealCapsule(params.id, input.codes, idempotencyKeyOf(request)));
