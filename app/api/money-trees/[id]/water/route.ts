// POST /h5/api/money-trees/{id}/water – waters the tree with a finished task (once per task and period, Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { waterInputSchema } from '@/lib/activity-hub/schemas';
import { waterMoneyTree } from '@/lib/activity-hub/server';

export const POST = apiHandler(
  {
    input: waterInputSchema,
    params: idParams('id', '活动不存在'),
    idempotent: { scope: 'money-tree-water', choice: (input, params) => [params.id, input.task_id] },
  },
  ({ params, input, idempotencyKey }) => waterMoneyTree(params.id, input.task_id, idempotencyKey),
);
