// POST /h5/api/activity/events/{id}/checkins – today's dragon-inn check-in and its cai-dan (once a day, 7 in all)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { checkInEvent } from '@/lib/events/server';

export const POST = apiHandler({ params: idParams('id', '活动不存在') }, ({ params, auth }) =>
  checkInEvent(params.id, auth),
);
