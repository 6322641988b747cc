// POST /h5/api/conversation/bindOrderNo – binds a paid order to a diagnosis conversation
import { apiHandler } from '@/lib/api/handler';
import { bindOrderNoInputSchema } from '@/lib/api/contracts/diagnosis';
import { bindConversationOrder } from '@/lib/api/server/diagnosis';

export const POST = apiHandler({ auth: 'required', input: bindOrderNoInputSchema }, ({ input }) =>
  bindConversationOrder(input),
);
