// POST /h5/api/live/fan-groups/{teacherId}/tasks/{task}/claim – claim a done daily task's intimacy points (once a day)
import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { FAN_TASKS } from '@/lib/live/fan-group-rules';
import { claimFanTask } from '@/lib/live/fan-group-server';

const Params = idParams('teacherId').extend({
  task: z.enum(
    FAN_TASKS.map((task) => task.key),
    { error: '任务不存在' },
  ),
});

export const POST = apiHandler({ auth: 'required', params: Params }, ({ params, auth }) =>
  claimFanTask(auth, params.teacherId, params.task),
);
