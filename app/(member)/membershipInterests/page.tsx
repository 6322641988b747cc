import { AppLink as Link } from '@/components/ui/app-link';
import { AutoRenewPanel } from '@/components/member/auto-renew-panel';
import { MemberStatus } from '@/components/member/member-status';
import { buttonClass } from '@/components/ui/button';
import styles from '@/components/member/member.module.css';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { rightsOfTier } from '@/lib/member/rules';
import { readMayPromoteSvip, readMembership, readMyAutoRenewals, readRights } from '@/lib/member/server';
import { newActionId } from '@/lib/api/action-key';
import { href, pageUrl } from '@/lib/routes/hrefs';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/membershipInterests', { description: 'VIP与SVIP会员权益说明' });

export default async function MembershipInterestsPage() {
  const [rights, membership, autoRenewals, promoteSvip] = await Promise.all([
    readRights(),
    readMembership(),
    readMyAutoRenewals(),
    readMayPromoteSvip(),
  ]);
  const level = membership.ok ? (membership.data?.level ?? null) : null;
  return (
    <PageShell route="/membershipInterests">
      {rights.ok ? (
        <div className={styles.screen}>
          <MemberStatus
            membership={membership.ok ? membership.data : null}
            returnTo={pageUrl('/membershipInterests')}
          />
          <AutoRenewPanel subscriptions={autoRenewals} actionId={newActionId()} />
          {(['VIP', 'SVIP'] as const).map((tier) => {
            const rows = rightsOfTier(rights.data.rows, tier);
            const owned = level === 'SVIP' || level === tier;
            return (
              <section key={tier} className={styles.section} aria-labelledby={`interests-${tier}`}>
                <h2 id={`interests-${tier}`}>
                  {tier === 'VIP' ? 'VIP会员权益' : 'SVIP会员专享'}{' '}
                  {owned ? <span className={styles.ok}>（已拥有）</span> : null}
                </h2>
                <ul className={styles.list}>
                  {rows.map((row) => (
                    <li key={row.id}>
                      <span>
                        {row.name}
                        <span className={styles.desc}>{row.description}</span>
                      </span>
                      <span className={styles.weak}>{tier === 'VIP' ? row.vip : row.svip}</span>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          <div className={styles.actions}>
            <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/rightsCompare')}>
              权益对比
            </Link>
            {level === 'SVIP' ? null : (
              <Link className={buttonClass({ block: true })} href={href('/openMember')}>
                {level === 'VIP' ? (promoteSvip ? '升级SVIP' : '查看会员方案') : '开通会员'}
              </Link>
            )}
          </div>
        </div>
      ) : (
        <ReadError error={rights.error} />
      )}
    </PageShell>
  );
}
