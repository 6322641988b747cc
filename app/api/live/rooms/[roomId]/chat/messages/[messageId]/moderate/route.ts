// POST /h5/api/live/rooms/{roomId}/chat/messages/{messageId}/moderate – the room's anchor removes a message ({action: 'remove'}) or mutes its sender ({action: 'mute', minutes})
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { requireActiveAnchor } from '@/lib/anchor/server';
import { ModerateInputSchema } from '@/lib/live/schemas';
import { moderateChat } from '@/lib/live/server';

export const POST = apiHandler(
  { auth: 'required', input: ModerateInputSchema, params: idParams(['roomId', 'messageId']) },
  async ({ input, params, auth }) => {
    await requireActiveAnchor(auth);
    return moderateChat(params.roomId, params.messageId, input, auth);
  },
);
