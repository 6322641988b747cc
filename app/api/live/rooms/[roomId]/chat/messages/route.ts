// GET /h5/api/live/rooms/{roomId}/chat/messages – latest chat history; POST – send a message (login required).
import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { checkChatContent, SendChatInputSchema } from '@/lib/live/schemas';
import { parseId, readChat, sendChat } from '@/lib/live/server';

function roomIdOf(params: Record<string, string>): number {
  const id = parseId(params.roomId);
  if (id === null) throw new AppError(1003, undefined, { status: 400 });
  return id;
}

export const GET = apiHandler({ auth: 'none', input: z.object({ afterId: z.coerce.number().int().nonnegative().optional() }) }, async ({ input, params }) =>
  readChat(roomIdOf(params), input.afterId === undefined ? { limit: 50 } : { afterId: input.afterId, limit: 200 }),
);

export const POST = apiHandler({ auth: 'required', input: SendChatInputSchema }, async ({ input, params, auth }) => {
  const checked = checkChatContent(input.content);
  if (!checked.ok) throw new AppError(checked.code, checked.message, { status: 400 });
  return sendChat(roomIdOf(params), checked.content, auth!);
});
