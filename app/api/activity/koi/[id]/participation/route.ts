// GET /h5/api/activity/koi/{id}/participation – the viewer's chances (gained and spent), pools joined with results, prizes won
import { apiHandler } from '@/lib/api/handler';
import { fetchKoiParticipation, routeKoiId } from '@/lib/koi/server';

export const GET = apiHandler({}, ({ params, auth }) => fetchKoiParticipation(routeKoiId(params.id), auth));
