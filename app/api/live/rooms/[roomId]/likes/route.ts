// GET /h5/api/live/rooms/{roomId}/likes – the room's likes (and the viewer's own); POST – one tap of 点赞 (login required, limited like chat)
import { apiHandler } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { likeRoom, parseId, readRoomLikes } from '@/lib/live/server';

function roomIdOf(params: Record<string, string>): number {
  const id = parseId(params.roomId);
  if (id === null) throw new AppError(1003, undefined, { status: 400 });
  return id;
}

export const GET = apiHandler({ auth: 'optional' }, async ({ params, auth }) => readRoomLikes(roomIdOf(params), auth));

export const POST = apiHandler({ auth: 'required' }, async ({ params, auth }) => likeRoom(roomIdOf(params), auth!));
