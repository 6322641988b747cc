// GET /h5/api/live/rooms/{roomId}/coupons – the room's live coupons with the caller's state (可领取/已领取/已抢光/已过期)
import { apiHandler } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { fetchRoomCoupons } from '@/lib/live-coupon/server';
import { parseId } from '@/lib/live/server';

export const GET = apiHandler({ auth: 'optional' }, async ({ params, auth }) => {
  const roomId = parseId(params.roomId);
  if (roomId === null) throw new AppError(1003, undefined, { status: 400 });
  return fetchRoomCoupons(roomId, auth);
});
