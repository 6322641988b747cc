// POST /h5/api/capsules/{id}/help – helps a friend's capsule (one more pick for them; once per helper and capsule)
import { apiHandler } from '@/lib/api/handler';
import { routeActivityId } from '@/lib/activity-hub/route-params';
import { helpInputSchema } from '@/lib/activity-hub/schemas';
import { helpCapsuleFriend } from '@/lib/activity-hub/server';
import { idempotencyKeyOf } from '@/lib/content/server';

export const POST = apiHandler({ input: helpInputSchema }, ({ params, input, request }) => helpCapsuleFriend(routeActivityId(params.id), input.code, idempotencyKeyOf(request)));
