// POST /h5/api/activity/events/{id}/checkins – today's dragon-inn check-in and its cai-dan (once a day, 7 in all)
import { apiHandler } from '@/lib/api/handler';
import { checkInEvent, routeEventId } from '@/lib/events/server';

export const POST = apiHandler({}, ({ params, auth }) => checkInEvent(routeEventId(params.id), auth));
