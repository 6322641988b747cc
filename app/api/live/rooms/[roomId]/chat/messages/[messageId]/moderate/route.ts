// POST /h5/api/live/rooms/{roomId}/chat/messages/{messageId}/moderate – the room's anchor removes a message ({action: 'remove'}) or mutes its sender ({action: 'mute', minutes})
import { apiHandler } from '@/lib/api/handler';
import { requireActiveAnchor } from '@/lib/anchor/server';
import { AppError } from '@/lib/errors';
import { ModerateInputSchema } from '@/lib/live/schemas';
import { moderateChat, parseId } from '@/lib/live/server';

export const POST = apiHandler({ auth: 'required', input: ModerateInputSchema }, async ({ input, params, auth }) => {
  const roomId = parseId(params.roomId);
  const messageId = parseId(params.messageId);
  if (roomId === null || messageId === null) throw new AppError(1003, undefined, { status: 400 });
  await requireActiveAnchor(auth!);
  return moderateChat(roomId, messageId, input, auth!);
});
