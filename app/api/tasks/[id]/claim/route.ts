// POST /h5/api/tasks/{id}/claim – claims a finished task's reward (paid once per task and period)
import { apiHandler } from '@/lib/api/handler';
import { taskIdParamSchema } from '@/lib/task/schemas';
import { claimTask } from '@/lib/task/server';

export const POST = apiHandler(
  { params: taskIdParamSchema, idempotent: { scope: 'task', choice: (_input, params) => [params.id] } },
  (ctx) => claimTask(ctx.params.id, ctx.idempotencyKey),
);
