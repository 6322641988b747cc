// POST /h5/api/tasks/{id}/claim – claims a finished task's reward (paid once per task and period)
import { apiHandler } from '@/lib/api/handler';
import { idempotencyKeyFor } from '@/lib/pay/action-key';
import { payContext } from '@/lib/pay/route-context';
import { taskIdParamSchema } from '@/lib/task/schemas';
import { claimTask } from '@/lib/task/server';

export const POST = apiHandler({ params: taskIdParamSchema }, (ctx) => {
  const { id } = ctx.params;
  const { sessionScope, actionId } = payContext(ctx);
  return claimTask(id, idempotencyKeyFor('task', sessionScope, actionId, id));
});
