// POST /h5/api/capsules/{id}/seal – seals the viewer's picks once, at the latest close (Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { routeActivityId } from '@/lib/activity-hub/route-params';
import { sealInputSchema } from '@/lib/activity-hub/schemas';
import { sealCapsule } from '@/lib/activity-hub/server';
import { idempotencyKeyOf } from '@/lib/content/server';

export const POST = apiHandler({ input: sealInputSchema }, ({ params, input, request }) => sealCapsule(routeActivityId(params.id), input.codes, idempotencyKeyOf(request)));
