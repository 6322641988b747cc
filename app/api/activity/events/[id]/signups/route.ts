// POST /h5/api/activity/events/{id}/signups – take a tea-party seat (one per user, never past the capacity; Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idempotencyKeyOf } from '@/lib/content/server';
import { teaPartySignupInputSchema } from '@/lib/events/schemas';
import { routeEventId, signUpForEvent } from '@/lib/events/server';

export const POST = apiHandler({ input: teaPartySignupInputSchema }, ({ params, input, request, auth }) => signUpForEvent(routeEventId(params.id), input, idempotencyKeyOf(request), auth));
