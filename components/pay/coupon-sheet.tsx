'use client';

import { useEffect, useRef } from 'react';
import type { OfferedCoupon } from '@/lib/coupon/schemas';
import { COUPON_TYPE_LABELS } from '@/lib/coupon/rules';
import { formatFen } from '@/lib/format/fen';
import { chinaDateTime } from '@/lib/order/rules';
import styles from './pay.module.css';

/** The coupon picker: usable coupons with what each takes off, the unusable ones with why, and "none". */
export function CouponSheet({ coupons, selected, onSelect, onClose }: { coupons: OfferedCoupon[]; selected: number | null; onSelect: (id: number | null) => void; onClose: () => void }) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const ordered = [...coupons].sort((a, b) => Number(b.usable) - Number(a.usable) || b.discount_fen - a.discount_fen);
  return (
    <div className={styles.mask} onClick={onClose} onKeyDown={(event) => event.key === 'Escape' && onClose()} role="presentation">
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby="coupon-sheet-title" onClick={(event) => event.stopPropagation()}>
        <h2 id="coupon-sheet-title">选择优惠券</h2>
        <ul className={styles.options}>
          {ordered.map((coupon, index) => (
            <li key={coupon.id}>
              <button ref={index === 0 ? first : undefined} type="button" className={styles.option} aria-pressed={selected === coupon.id} disabled={!coupon.usable} onClick={() => onSelect(coupon.id)}>
                <span>
                  {coupon.name}
                  <span className={styles.optionMeta}>
                    {COUPON_TYPE_LABELS[coupon.type]} · 有效期至 {chinaDateTime(coupon.valid_to)}
                    {coupon.reason ? ` · ${coupon.reason}` : ''}
                  </span>
                </span>
                <span>{coupon.usable ? `-¥${formatFen(coupon.discount_fen)}` : '不可用'}</span>
              </button>
            </li>
          ))}
          <li>
            <button ref={ordered.length === 0 ? first : undefined} type="button" className={styles.option} aria-pressed={selected === null} onClick={() => onSelect(null)}>
              <span>不使用优惠券</span>
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
