// GET /h5/api/capsules/{id} – a stock-picking time capsule: pool, the viewer's sealed picks, results once opened
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { fetchCapsule } from '@/lib/activity-hub/server';

export const GET = apiHandler({ auth: 'optional', params: idParams('id', '活动不存在') }, ({ params, auth }) =>
  fetchCapsule(params.id, auth),
);
