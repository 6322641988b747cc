// POST /h5/api/money-trees/{id}/harvest – picks the ripe fruit: one entry in the tree's verifiable draw (Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { harvestMoneyTree } from '@/lib/activity-hub/server';
import { idempotencyKeyOf } from '@/lib/content/server';

export const POST = apiHandler({ params: idParams('id', '活动不存在') }, ({ params, request }) => harvestMoneyTree(params.id, idempotencyKeyOf(request)));
