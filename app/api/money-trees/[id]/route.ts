// GET /h5/api/money-trees/{id} – a money tree with its prize table, draw record and the viewer's own tree
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { fetchMoneyTree } from '@/lib/activity-hub/server';

export const GET = apiHandler({ auth: 'optional', params: idParams('id', '活动不存在') }, ({ params, auth }) =>
  fetchMoneyTree(params.id, auth),
);
