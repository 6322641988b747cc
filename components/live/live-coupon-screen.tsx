import { AppLink as Link } from '@/components/ui/app-link';
import { COUPON_TYPE_LABELS } from '@/lib/coupon/rules';
import { couponCondition, couponHeadline, liveRoomSource, skuScopeLabel } from '@/lib/live-coupon/rules';
import { formatChinaMonthDayTime } from '@/lib/format/china-time';
import type { LiveCoupon, LiveCouponList } from '@/lib/live-coupon/schemas';
import { href } from '@/lib/routes/hrefs';
import { EmptyState } from '@/components/ui/states';
import { LiveCouponClaim } from './live-coupon-claim';
import styles from './live-coupon.module.css';

function CouponCard({ coupon, actionId }: { coupon: LiveCoupon; actionId: string }) {
  const headline = couponHeadline(coupon.type, coupon.value);
  const open = coupon.state === 'claimable';
  return (
    <li className={`${styles.card} ${open ? '' : styles.dim}`}>
      <div className={styles.face}>
        <span>
          <span className={styles.amount}>{headline.amount}</span>
          <span className={styles.unit}>{headline.unit}</span>
        </span>
        <span className={styles.kind}>{COUPON_TYPE_LABELS[coupon.type]}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.name}>{coupon.name}</p>
        <p className={styles.line}>{couponCondition(coupon.type, coupon.thresholdFen, coupon.maxOffFen)}</p>
        <p className={styles.line}>
          {coupon.liveOnly ? <span className={styles.tag}>仅限直播间使用</span> : null}适用：
          {skuScopeLabel(coupon.skuScope)}
        </p>
        <p className={styles.line}>
          领取后{coupon.validDays}天内有效 · 每人限领{coupon.perUserLimit}张
        </p>
        <p className={styles.line}>
          {coupon.state === 'expired'
            ? `已于${formatChinaMonthDayTime(coupon.claimEndsAt)}结束领取`
            : `${formatChinaMonthDayTime(coupon.claimEndsAt)}前可领`}
        </p>
      </div>
      <div className={styles.action}>
        <LiveCouponClaim
          roomId={coupon.roomId}
          couponId={coupon.id}
          name={coupon.name}
          initial={coupon.state}
          actionId={actionId}
        />
        <span className={styles.stock}>
          剩余{coupon.stock}/{coupon.total}
        </span>
      </div>
    </li>
  );
}

/** The room's live coupons with the viewer's state of each; claimed ones land in the coupon wallet. */
export function LiveCouponScreen({
  list,
  loggedIn,
  actionId,
  variant,
}: {
  list: LiveCouponList;
  loggedIn: boolean;
  actionId: string;
  variant: 'room' | 'playback';
}) {
  const playback = variant === 'playback';
  return (
    <section className={playback ? styles.sheet : styles.page} aria-labelledby="live-coupon-heading">
      <h1 id="live-coupon-heading" className={styles.heading}>
        {playback ? '回放专享优惠券' : `${list.roomTitle} · 直播间优惠券`}
      </h1>
      <p className={styles.note}>
        {playback ? '看回放也能领取本直播间的优惠券。' : '数量有限，先到先得。'}
        领取后存入“我的优惠券”，下单时自动选用最优券；标注“仅限直播间使用”的券只能在直播间内下单使用。
        {loggedIn ? null : '领取前需要先登录。'}
      </p>
      {list.coupons.length === 0 ? (
        <EmptyState title="本场暂无优惠券" description="主播发放优惠券后会在这里出现。" />
      ) : (
        <ul className={styles.list}>
          {list.coupons.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} actionId={actionId} />
          ))}
        </ul>
      )}
      <Link
        className={styles.link}
        href={href('/buyMemberPopup', { level: 'VIP', source_id: liveRoomSource(list.roomId) })}
      >
        在直播间下单开通会员（可用直播间专享券）
      </Link>
      <Link
        className={styles.link}
        href={href('/liveRoomDetail/v2', { roomId: list.roomId, mode: playback ? 'replay' : undefined })}
      >
        {playback ? '回到回放' : '回到直播间'}
      </Link>
    </section>
  );
}
