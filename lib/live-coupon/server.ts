import 'server-only';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { userCouponSchema } from '@/lib/coupon/schemas';
import { readPersonal } from '@/lib/read/server';
import { LiveCouponListSchema } from './schemas';

/**
 * Live coupons of a room. The read is personal (it carries what the viewer already holds) and never
 * cached: the stock moves with every claim.
 */
const PUBLIC = { needLogin: false, tryLogin: true } as const;

export const roomCouponsPath = (roomId: number) => `/live/rooms/${roomId}/coupons`;

export const fetchRoomCoupons = (roomId: number, auth?: UpstreamAuth | null) =>
  upstreamGet(roomCouponsPath(roomId), LiveCouponListSchema, { auth, options: PUBLIC });

export const listRoomCoupons = (roomId: number) =>
  readPersonal(roomCouponsPath(roomId), () => fetchRoomCoupons(roomId));

/**
 * Claims one live coupon with the route's key (session, the page's action id and the coupon): a double
 * tap or a retry on one page is one claim; the per-user limit refuses the rest upstream.
 */
export function claimLiveCoupon(auth: UpstreamAuth | null, key: string, roomId: number, couponId: number) {
  return upstreamPost(`${roomCouponsPath(roomId)}/${couponId}/claim`, userCouponSchema, {
    auth,
    headers: { 'Idempotency-Key': key },
  });
}
