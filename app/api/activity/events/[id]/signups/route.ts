// POST /h5/api/activity/events/{id}/signups – take a tea-party seat (one per user, never past the capacity; Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { idempotencyKeyOf } from '@/lib/content/server';
import { teaPartySignupInputSchema } from '@/lib/events/schemas';
import { signUpForEvent } from '@/lib/events/server';

export const POST = apiHandler({ input: teaPartySignupInputSchema, params: idParams('id', '活动不存在') }, ({ params, input, request, auth }) => signUpForEvent(params.id, input, idempotencyKeyOf(request), auth));
