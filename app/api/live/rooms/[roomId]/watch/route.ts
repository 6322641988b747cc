// POST /h5/api/live/rooms/{roomId}/watch – a watching heartbeat (every 30 s while the room is visible); answers today's watched seconds
import { apiHandler } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { watchBeat } from '@/lib/live/lucky-bag-server';
import { parseId } from '@/lib/live/server';

export const POST = apiHandler({ auth: 'required' }, async ({ params, auth }) => {
  const roomId = parseId(params.roomId);
  if (roomId === null) throw new AppError(1003, undefined, { status: 400 });
  return watchBeat(auth!, roomId);
});
