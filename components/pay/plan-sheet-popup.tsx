'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useEffect } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { closePopup } from '@/components/popups/close-popup';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Money } from '@/components/ui/money';
import { showNativeVipPopup, type MembershipPopupParams } from '@/lib/bridge/calls';
import { canShowNativeVipPopup } from '@/lib/bridge/gates';
import { formatFen } from '@/lib/format/fen';
import type { Plan } from '@/lib/member/schemas';
import { href } from '@/lib/routes/hrefs';
import styles from './pay.module.css';

/**
 * A purchase popup over the app's screen: the plans on offer, each going to the confirm page with
 * its id. With `nativeParams`, an app new enough for the native VIP popup (SPEC §5 gate) shows its
 * own instead, and this web popup closes.
 */
export function PlanSheetPopup({
  title,
  plans,
  source,
  nativeParams,
}: {
  title: string;
  plans: Plan[];
  source: string;
  nativeParams?: MembershipPopupParams;
}) {
  const native = useNativeContext();
  const handedOver =
    Boolean(nativeParams) && native.inApp && canShowNativeVipPopup({ appVersion: native.appVersion, os: native.os });
  useEffect(() => {
    if (!handedOver || !nativeParams) return;
    if (showNativeVipPopup({ appVersion: native.appVersion, os: native.os }, nativeParams))
      closePopup(true, { native: true });
  }, [handedOver, nativeParams, native]);
  if (handedOver) return null;
  return (
    <Dialog title={title} onClose={() => closePopup(native.inApp, { purchased: false })}>
      <ul className={`${styles.options} ${styles.scroll}`}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <Link className={styles.option} href={href('/pay', { plan_id: plan.id, source })}>
              <span>
                {plan.name}
                <span className={styles.optionMeta}>
                  {plan.days}天 · 每天¥{formatFen(plan.per_day_fen)}
                  {plan.badge ? ` · ${plan.badge}` : ''}
                </span>
              </span>
              <Money fen={plan.price_fen} />
            </Link>
          </li>
        ))}
      </ul>
      <DialogActions>
        <Button variant="secondary" onClick={() => closePopup(native.inApp, { purchased: false })}>
          暂不开通
        </Button>
      </DialogActions>
    </Dialog>
  );
}
