import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { listRoomCoupons } from '@/lib/live-coupon/server';
import { DEFAULT_ROOM_ID } from '@/lib/live/schemas';
import { idParamOr } from '@/lib/routes/page-params';
import { newActionId } from '@/lib/api/action-key';
import { hasSession } from '@/lib/session/session';
import { LiveCouponScreen } from './live-coupon-screen';
import { ROOM_NOT_FOUND } from './room-not-found';

/** Both live-coupon pages: ?roomId= (default the first room), the room's coupons and the viewer's state of each. */
export async function LiveCouponPage({
  route,
  variant,
  searchParams,
}: {
  route: '/liveCoupon/v2' | '/liveCoupon/v2/playbackPopup';
  variant: 'room' | 'playback';
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const roomId = idParamOr((await searchParams).roomId, DEFAULT_ROOM_ID);
  const [read, loggedIn] = await Promise.all([listRoomCoupons(roomId), hasSession()]);
  return (
    <PageShell route={route} ownHeading>
      {read.ok ? (
        <LiveCouponScreen list={read.data} loggedIn={loggedIn} actionId={newActionId()} variant={variant} />
      ) : (
        <ReadError
          error={read.error}
          notFoundTitle={ROOM_NOT_FOUND.title}
          notFoundDescription={ROOM_NOT_FOUND.description}
        />
      )}
    </PageShell>
  );
}
