// POST /h5/api/live/fan-groups/{teacherId}/tasks/{task}/claim – claim a done daily task's intimacy points (once a day)
import { apiHandler } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { FAN_TASKS } from '@/lib/live/fan-group-rules';
import { claimFanTask } from '@/lib/live/fan-group-server';
import { parseId } from '@/lib/live/server';

export const POST = apiHandler({ auth: 'required' }, async ({ params, auth }) => {
  const teacherId = parseId(params.teacherId);
  if (teacherId === null || !FAN_TASKS.some((task) => task.key === params.task)) throw new AppError(1003, undefined, { status: 400 });
  return claimFanTask(auth!, teacherId, params.task);
});
