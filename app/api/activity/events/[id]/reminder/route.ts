// POST /h5/api/activity/events/{id}/reminder – reserve (on) or cancel (off) the strategy meeting's start reminder
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { reminderInputSchema } from '@/lib/events/schemas';
import { setEventReminder } from '@/lib/events/server';

export const POST = apiHandler(
  { input: reminderInputSchema, params: idParams('id', '活动不存在') },
  ({ params, input, auth }) => setEventReminder(params.id, input.on, auth),
);
