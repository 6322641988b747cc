import { LiveCouponPage } from '@/components/live/live-coupon-page';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/liveCoupon/v2', { description: '直播间专享优惠券：满减、折扣、立减、体验券，数量有限先到先得。' });

/** ?roomId= (default the first room): the room's live coupons with a claim button each. */
export default function LiveCouponRoomPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <LiveCouponPage route="/liveCoupon/v2" variant="room" searchParams={searchParams} />;
}
