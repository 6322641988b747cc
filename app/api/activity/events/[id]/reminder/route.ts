// POST /h5/api/activity/events/{id}/reminder – reserve (on) or cancel (off) the strategy meeting's start reminder
import { apiHandler } from '@/lib/api/handler';
import { reminderInputSchema } from '@/lib/events/schemas';
import { routeEventId, setEventReminder } from '@/lib/events/server';

export const POST = apiHandler({ input: reminderInputSchema }, ({ params, input, auth }) => setEventReminder(routeEventId(params.id), input.on, auth));
