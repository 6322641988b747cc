// POST /h5/api/live/rooms/{roomId}/watch – a watching heartbeat (every 30 s while the room is visible); answers today's watched seconds
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { watchBeat } from '@/lib/live/lucky-bag-server';

export const POST = apiHandler({ auth: 'required', params: idParams('roomId') }, ({ params, auth }) =>
  watchBeat(auth, params.roomId),
);
