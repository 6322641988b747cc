// POST /h5/api/activity/userMessage/order – subscribes the user to a contest reminder
import { apiHandler } from '@/lib/api/handler';
import { userMessageOrderInputSchema } from '@/lib/activity/schemas';
import { orderActivityMessage } from '@/lib/activity/server';

export const POST = apiHandler({ auth: 'required', input: userMessageOrderInputSchema }, ({ input }) =>
  orderActivityMessage(input),
);
