// POST /h5/api/live/teachers/{teacherId}/follow – follow ({follow: true}) or unfollow a teacher (login required).
import { apiHandler } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { FollowInputSchema } from '@/lib/live/schemas';
import { parseId, setFollow } from '@/lib/live/server';

export const POST = apiHandler({ auth: 'required', input: FollowInputSchema }, async ({ input, params, auth }) => {
  const teacherId = parseId(params.teacherId);
  if (teacherId === null) throw new AppError(1003, undefined, { status: 400 });
  return setFollow(teacherId, input.follow, auth!);
});
