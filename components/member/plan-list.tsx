import { AppLink as Link } from '@/components/ui/app-link';
import { formatFen, formatFenShort } from '@/lib/format/fen';
import type { Plan } from '@/lib/member/schemas';
import { href } from '@/lib/routes/hrefs';
import styles from './member.module.css';

const DURATION = { month: '月', quarter: '季', half: '半年', year: '年' } as const;

/** Plan cards linking to the confirm page with the plan id and the page's source (never a price). */
export function PlanList({ plans, source }: { plans: Plan[]; source: string }) {
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <Link
            className={`${styles.plan} ${plan.tier === 'SVIP' ? styles.planSvip : ''}`}
            href={href('/pay', { plan_id: plan.id, source })}
          >
            {plan.badge ? <span className={styles.badge}>{plan.badge}</span> : null}
            <span>
              <span className={styles.planName}>{plan.name}</span>
              <span className={styles.planMeta}>
                {' '}
                {plan.days}天 · 每天¥{formatFen(plan.per_day_fen)}
                {plan.auto_renew && plan.renew_fen !== null
                  ? ` · 到期按¥${formatFen(plan.renew_fen)}/${DURATION[plan.duration]}自动续费，可随时取消`
                  : ''}
                {plan.prepay ? ' · 预付商品' : ''}
                {plan.coupon_gift ? ' · 购买赠券' : ''} · 风险等级R{plan.risk_level}
              </span>
            </span>
            <span className={styles.price}>
              <small>¥</small>
              <strong>{formatFenShort(plan.price_fen)}</strong>
              <span className={styles.original}>原价¥{formatFenShort(plan.original_fen)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
