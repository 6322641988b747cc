// GET /h5/api/activity/koi/{id} – a koi activity: pools with prizes, odds basis and seed hash; the viewer's chances when logged in
import { apiHandler } from '@/lib/api/handler';
import { fetchKoiActivity, routeKoiId } from '@/lib/koi/server';

export const GET = apiHandler({ auth: 'optional' }, ({ params, auth }) => fetchKoiActivity(routeKoiId(params.id), auth));
