import { AppLink as Link } from '@/components/ui/app-link';
import {
  ANCHOR_COUPON_CAPS,
  ANCHOR_COUPON_DEFAULTS,
  ANCHOR_COUPON_FIELDS,
  couponCondition,
  couponHeadline,
  LIVE_COUPON_STATE_LABELS,
} from '@/lib/live-coupon/rules';
import type { LiveCouponList } from '@/lib/live-coupon/schemas';
import { COUPON_TYPE_LABELS } from '@/lib/coupon/rules';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { AnchorForm, type FormField } from './anchor-form';
import styles from './anchor.module.css';
import { newActionId } from '@/lib/api/action-key';

const CAPS = ANCHOR_COUPON_CAPS;
const HINTS: Record<string, string> = {
  amountYuan: `平台上限：单张最多优惠 ${CAPS.maxOffFen / 100} 元`,
  maxOffYuan: `平台上限：单张最多优惠 ${CAPS.maxOffFen / 100} 元`,
  discountPercent: `观众实付的比例：85 即 8.5 折；平台上限：最低 ${CAPS.minDiscountPermille / 100} 折`,
  trialDays: `平台上限：最多 ${CAPS.maxTrialDays} 天`,
  stock: `发完即止，并发领取也不会超发。平台上限：单次最多 ${CAPS.maxStock} 张；每天合计最多 ${CAPS.dailyStock} 张、可优惠总额最多 ${CAPS.dailyOffFen / 100} 元`,
  claimHours: '从现在起可领取的时长；领取后按有效期计算',
};

const FIELDS: FormField[] = ANCHOR_COUPON_FIELDS.map((field) => ({
  ...field,
  ...(HINTS[field.name] ? { hint: HINTS[field.name] } : {}),
}));

/**
 * The coupon half of /anchor-settings/exclusive-coupons/v2: the anchor issues live coupons in their
 * own room (real coupon templates upstream, claimed by viewers on /liveCoupon/v2 into their wallet)
 * and follows how many were claimed.
 */
export function AnchorCoupons({ list }: { list: LiveCouponList }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="new-coupon">
        <h2 id="new-coupon">发放直播间优惠券</h2>
        <p className={styles.muted}>优惠券发放到「{list.roomTitle}」，观众在直播间领取后进入其卡券包。</p>
        <AnchorForm
          action="/live/anchor/coupons"
          actionId={newActionId()}
          fields={FIELDS}
          initial={ANCHOR_COUPON_DEFAULTS}
          submitLabel="发放优惠券"
          savedMessage="优惠券已发放"
          afterSave="refresh"
        />
      </section>
      <section className={styles.card} aria-labelledby="room-coupons">
        <h2 id="room-coupons">直播间优惠券</h2>
        {list.coupons.length === 0 ? <p className={styles.muted}>还没有发放过优惠券。</p> : null}
        <ul className={styles.list}>
          {list.coupons.map((coupon) => {
            const headline = couponHeadline(coupon.type, coupon.value);
            return (
              <li key={coupon.id} className={styles.listItem} data-testid="anchor-coupon">
                <div className={styles.row}>
                  <strong>{coupon.name}</strong>
                  <span className={coupon.state === 'claimable' ? styles.badgeDanger : styles.badgeInfo}>
                    {LIVE_COUPON_STATE_LABELS[coupon.state]}
                  </span>
                </div>
                <p className={styles.muted}>
                  {COUPON_TYPE_LABELS[coupon.type]} · {headline.amount}
                  {headline.unit} · {couponCondition(coupon.type, coupon.thresholdFen, coupon.maxOffFen)}
                  {coupon.liveOnly ? ' · 仅限直播间' : ''}
                </p>
                <p
                  className={styles.muted}
                >{`已领 ${coupon.total - coupon.stock}/${coupon.total} 张 · 每人限领 ${coupon.perUserLimit} 张 · ${formatChinaShortDateTime(coupon.claimEndsAt)} 截止领取`}</p>
              </li>
            );
          })}
        </ul>
        <Link href={href('/liveCoupon/v2', { roomId: list.roomId })}>以观众身份查看领券页</Link>
      </section>
    </>
  );
}
