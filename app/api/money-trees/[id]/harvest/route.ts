// POST /h5/api/money-trees/{id}/harvest – picks the ripe fruit: one entry in the tree's verifiable draw (Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { harvestMoneyTree } from '@/lib/activity-hub/server';

export const POST = apiHandler(
  {
    params: idParams('id', '活动不存在'),
    idempotent: { scope: 'money-tree-harvest', choice: (_input, params) => [params.id] },
  },
  ({ params, idempotencyKey }) => harvestMoneyTree(params.id, idempotencyKey),
);
