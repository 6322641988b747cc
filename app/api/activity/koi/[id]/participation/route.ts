// GET /h5/api/activity/koi/{id}/participation – the viewer's chances (gained and spent), pools joined with results, prizes won
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { fetchKoiParticipation } from '@/lib/koi/server';

export const GET = apiHandler({ params: idParams('id', '活动不存在') }, ({ params, auth }) =>
  fetchKoiParticipation(params.id, auth),
);
