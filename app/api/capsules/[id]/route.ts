// GET /h5/api/capsules/{id} – a stock-picking time capsule: pool, the viewer's sealed picks, results once opened
import { apiHandler } from '@/lib/api/handler';
import { routeActivityId } from '@/lib/activity-hub/route-params';
import { fetchCapsule } from '@/lib/activity-hub/server';

export const GET = apiHandler({ auth: 'optional' }, ({ params, auth }) => fetchCapsule(routeActivityId(params.id), auth));
