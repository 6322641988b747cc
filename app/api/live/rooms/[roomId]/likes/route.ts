// GET /h5/api/live/rooms/{roomId}/likes – the room's likes (and the viewer's own); POST – one tap of 点赞 (login required, limited like chat)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { likeRoom, readRoomLikes } from '@/lib/live/server';

export const GET = apiHandler({ auth: 'optional', params: idParams('roomId') }, ({ params, auth }) =>
  readRoomLikes(params.roomId, auth),
);

export const POST = apiHandler({ auth: 'required', params: idParams('roomId') }, ({ params, auth }) =>
  likeRoom(params.roomId, auth),
);
