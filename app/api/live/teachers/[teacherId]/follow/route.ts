// POST /h5/api/live/teachers/{teacherId}/follow – follow ({follow: true}) or unfollow a teacher (login required).
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { FollowInputSchema } from '@/lib/live/schemas';
import { setFollow } from '@/lib/live/server';

export const POST = apiHandler(
  { auth: 'required', input: FollowInputSchema, params: idParams('teacherId') },
  ({ input, params, auth }) => setFollow(params.teacherId, input.follow, auth),
);
