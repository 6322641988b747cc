// GET /h5/api/activity/koi/{id} – a koi activity: pools with prizes, odds basis and seed hash; the viewer's chances when logged in
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { fetchKoiActivity } from '@/lib/koi/server';

export const GET = apiHandler({ auth: 'optional', params: idParams('id', '活动不存在') }, ({ params, auth }) =>
  fetchKoiActivity(params.id, auth),
);
