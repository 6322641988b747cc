// POST /h5/api/money-trees/{id}/harvest – picks the ripe fruit: one entry in the tree's verifiable draw (Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { routeActivityId } from '@/lib/activity-hub/route-params';
import { harvestMoneyTree } from '@/lib/activity-hub/server';
import { idempotencyKeyOf } from '@/lib/content/server';

export const POST = apiHandler({}, ({ params, request }) => harvestMoneyTree(routeActivityId(params.id), idempotencyKeyOf(request)));
