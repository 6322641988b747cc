// GET /h5/api/live/rooms/{roomId}/coupons – the room's live coupons with the caller's state (可领取/已领取/已抢光/已过期)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { fetchRoomCoupons } from '@/lib/live-coupon/server';

export const GET = apiHandler({ auth: 'optional', params: idParams('roomId') }, ({ params, auth }) =>
  fetchRoomCoupons(params.roomId, auth),
);
