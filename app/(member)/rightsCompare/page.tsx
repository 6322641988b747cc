import { AppLink as Link } from '@/components/ui/app-link';
import { MemberStatus } from '@/components/member/member-status';
import { RightsMatrixTable } from '@/components/member/rights-matrix';
import { buttonClass } from '@/components/ui/button';
import styles from '@/components/member/member.module.css';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readPromotableRisk } from '@/lib/compliance/server';
import { readMembership, readPlans, readRights } from '@/lib/member/server';
import { headlinePlan } from '@/lib/member/catalogue';
import { href, pageUrl } from '@/lib/routes/hrefs';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/rightsCompare', { description: 'VIP与SVIP会员权益逐项对比' });

export default async function RightsComparePage() {
  const [rights, membership, plans, promotableRisk] = await Promise.all([
    readRights(),
    readMembership(),
    readPlans(),
    readPromotableRisk(),
  ]);
  const vip = plans.ok ? headlinePlan(plans.data, 'VIP') : null;
  const svip = plans.ok ? headlinePlan(plans.data, 'SVIP') : null;
  return (
    <PageShell route="/rightsCompare">
      {rights.ok ? (
        <div className={styles.screen}>
          <MemberStatus membership={membership.ok ? membership.data : null} returnTo={pageUrl('/rightsCompare')} />
          <section className={styles.section} aria-label="权益对比表">
            <RightsMatrixTable matrix={rights.data} />
          </section>
          <div className={styles.actions}>
            {vip ? (
              <Link
                className={buttonClass({ variant: 'secondary', block: true })}
                href={href('/pay', { plan_id: vip.id, source: 'rights_compare' })}
              >
                开通{vip.name}
              </Link>
            ) : null}
            {svip ? (
              <Link
                className={
                  svip.risk_level <= promotableRisk
                    ? buttonClass({ block: true })
                    : buttonClass({ variant: 'secondary', block: true })
                }
                href={href('/pay', { plan_id: svip.id, source: 'rights_compare' })}
              >
                开通{svip.name}
              </Link>
            ) : null}
          </div>
        </div>
      ) : (
        <ReadError error={rights.error} />
      )}
    </PageShell>
  );
}
