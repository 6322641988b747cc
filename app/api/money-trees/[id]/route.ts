// GET /h5/api/money-trees/{id} – a money tree with its prize table, draw record and the viewer's own tree
import { apiHandler } from '@/lib/api/handler';
import { routeActivityId } from '@/lib/activity-hub/route-params';
import { fetchMoneyTree } from '@/lib/activity-hub/server';

export const GET = apiHandler({ auth: 'optional' }, ({ params, auth }) => fetchMoneyTree(routeActivityId(params.id), auth));
