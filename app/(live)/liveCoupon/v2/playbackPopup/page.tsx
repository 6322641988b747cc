import { LiveCouponPage } from '@/components/live/live-coupon-page';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/liveCoupon/v2/playbackPopup', { description: '看回放也能领取直播间优惠券，领取后存入我的优惠券。' });

/** ?roomId= (default the first room): the room's coupons in a sheet over the replay (transparent page). */
export default function LiveCouponPlaybackPopupPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <LiveCouponPage route="/liveCoupon/v2/playbackPopup" variant="playback" searchParams={searchParams} />;
}
