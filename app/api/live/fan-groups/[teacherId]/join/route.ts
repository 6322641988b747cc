// POST /h5/api/live/fan-groups/{teacherId}/join – join a teacher's fan group (login required; joining twice is a no-op)
import { apiHandler } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { joinFanGroup } from '@/lib/live/fan-group-server';
import { parseId } from '@/lib/live/server';

export const POST = apiHandler({ auth: 'required' }, async ({ params, auth }) => {
  const teacherId = parseId(params.teacherId);
  if (teacherId === null) throw new AppError(1003, undefined, { status: 400 });
  return joinFanGroup(auth!, teacherId);
});
