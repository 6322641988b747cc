'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { closePopup } from '@/components/popups/close-popup';
import { formatFen } from '@/lib/format/fen';
import type { Plan } from '@/lib/member/schemas';
import { href } from '@/lib/routes/hrefs';
import { Money, moneyText } from '@/components/ui/money';
import { Sheet } from '@/components/ui/sheet';
import styles from './pay.module.css';
import sheet from './product-sheet.module.css';

/**
 * The bottom sheet of a product pay popup (course, butler, dragon tool, bundle): what is sold (the
 * server-rendered `children`), then the skus on offer — each goes to the one confirm page (/pay) with
 * its plan id only; the price, coupon, suitability gate, agreements and channel are decided there.
 */
export function ProductSheet({
  title,
  subtitle,
  offers,
  source,
  dismiss,
  children,
}: {
  title: string;
  subtitle: string;
  offers: Plan[];
  source: string;
  dismiss: string;
  children: ReactNode;
}) {
  const native = useNativeContext();
  return (
    <Sheet
      labelledBy="product-sheet-title"
      dismissOnMask={false}
      onClose={() => closePopup(native.inApp, { purchased: false })}
    >
      <header className={sheet.head}>
        <h2 id="product-sheet-title">{title}</h2>
        <p className={sheet.sub}>{subtitle}</p>
      </header>
      {children}
      <ul className={styles.options} aria-label="购买选项">
        {offers.map((plan) => (
          <li key={plan.id}>
            <Link
              className={`${sheet.offer} ${offers.length === 1 ? sheet.offerFirst : ''}`}
              href={href('/pay', { plan_id: plan.id, source })}
            >
              <span>
                {plan.name}
                {plan.badge ? <span className={sheet.badge}>{plan.badge}</span> : null}
                <span className={sheet.offerMeta}>
                  {plan.product?.kind === 'course'
                    ? `${plan.days}天内可看`
                    : plan.product?.kind === 'merge'
                      ? '两项同时开通'
                      : `${plan.days}天 · 每天¥${formatFen(plan.per_day_fen)}`}{' '}
                  · 风险等级R{plan.risk_level}
                </span>
              </span>
              <span className={sheet.offerPrice}>
                <strong>{moneyText(plan.price_fen)}</strong>
                {plan.original_fen > plan.price_fen ? <Money className={sheet.was} fen={plan.original_fen} /> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className={sheet.close} onClick={() => closePopup(native.inApp, { purchased: false })}>
        {dismiss}
      </button>
    </Sheet>
  );
}
