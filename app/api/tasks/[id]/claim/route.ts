// POST /h5/api/tasks/{id}/claim – claims a finished task's reward (paid once per task and period)
import { apiHandler } from '@/lib/api/handler';
import { AppError, ErrorCode } from '@/lib/errors';
import { idempotencyKeyFor } from '@/lib/pay/action-key';
import { payContext } from '@/lib/pay/route-context';
import { taskIdParamSchema } from '@/lib/task/schemas';
import { claimTask } from '@/lib/task/server';

export const POST = apiHandler({}, (ctx) => {
  const parsed = taskIdParamSchema.safeParse(ctx.params);
  if (!parsed.success) throw new AppError(ErrorCode.MissingParams, '任务不存在', { status: 404 });
  const { id } = parsed.data;
  const { sessionScope, actionId } = payContext(ctx);
  return claimTask(id, idempotencyKeyFor('task', sessionScope, actionId, id));
});
