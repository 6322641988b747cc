'use client';

import type { OfferedCoupon } from '@/lib/coupon/schemas';
import { COUPON_TYPE_LABELS, orderOfferedCoupons } from '@/lib/coupon/rules';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { Money } from '@/components/ui/money';
import { Sheet } from '@/components/ui/sheet';
import styles from './pay.module.css';

/** The coupon picker: usable coupons with what each takes off, the unusable ones with why, and "none". */
export function CouponSheet({
  coupons,
  selected,
  onSelect,
  onClose,
}: {
  coupons: OfferedCoupon[];
  selected: number | null;
  onSelect: (id: number | null) => void;
  onClose: () => void;
}) {
  const ordered = orderOfferedCoupons(coupons);
  return (
    <Sheet title="选择优惠券" onClose={onClose}>
      <ul className={styles.options}>
        {ordered.map((coupon) => (
          <li key={coupon.id}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={selected === coupon.id}
              disabled={!coupon.usable}
              onClick={() => onSelect(coupon.id)}
            >
              <span>
                {coupon.name}
                <span className={styles.optionMeta}>
                  {COUPON_TYPE_LABELS[coupon.type]} · 有效期至 {formatChinaDateTime(coupon.valid_to)}
                  {coupon.reason ? ` · ${coupon.reason}` : ''}
                </span>
              </span>
              <span>{coupon.usable ? <Money fen={-coupon.discount_fen} /> : '不可用'}</span>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.option}
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
          >
            <span>不使用优惠券</span>
          </button>
        </li>
      </ul>
    </Sheet>
  );
}
