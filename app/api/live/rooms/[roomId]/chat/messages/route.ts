// GET /h5/api/live/rooms/{roomId}/chat/messages – latest chat history; POST – send a message (login required).
import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { AppError } from '@/lib/errors';
import { checkChatContent, SendChatInputSchema } from '@/lib/live/schemas';
import { readChat, sendChat } from '@/lib/live/server';

const roomParams = idParams('roomId');

export const GET = apiHandler(
  { auth: 'none', params: roomParams, input: z.object({ afterId: z.coerce.number().int().nonnegative().optional() }) },
  async ({ input, params }) =>
    readChat(params.roomId, input.afterId === undefined ? { limit: 50 } : { afterId: input.afterId, limit: 200 }),
);

export const POST = apiHandler(
  { auth: 'required', params: roomParams, input: SendChatInputSchema },
  async ({ input, params, auth }) => {
    const checked = checkChatContent(input.content);
    if (!checked.ok) throw new AppError(checked.code, checked.message, { status: 400 });
    return sendChat(params.roomId, checked.content, auth);
  },
);
