// POST /h5/api/activity/events/{id}/signups – take a tea-party seat (one per user, never past the capacity; Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { teaPartySignupInputSchema } from '@/lib/events/schemas';
import { signUpForEvent } from '@/lib/events/server';

export const POST = apiHandler(
  {
    input: teaPartySignupInputSchema,
    params: idParams('id', '活动不存在'),
    idempotent: { scope: 'event-signup', choice: (input, params) => [params.id, JSON.stringify(input)] },
  },
  ({ params, input, idempotencyKey, auth }) => signUpForEvent(params.id, input, idempotencyKey, auth),
);
