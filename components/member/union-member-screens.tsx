import { AppLink as Link } from '@/components/ui/app-link';
import { formatFen } from '@/lib/format/fen';
import type { Membership, UnionPartner } from '@/lib/member/schemas';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { href, loginHref, pageUrl } from '@/lib/routes/hrefs';
import { MemberStatus } from './member-status';
import { UnionClaimButton } from './union-claim-button';
import { buttonClass } from '@/components/ui/button';
import styles from './member.module.css';

/** /vip/union-member: the partner benefits a member may claim (VIP one, SVIP all). */
export function UnionMemberList({ partners, membership }: { partners: UnionPartner[]; membership: Membership | null }) {
  return (
    <div className={styles.screen}>
      <header className={`${styles.hero} ${styles.heroVip}`}>
        <h1>联合会员权益</h1>
        <p>会员专享合作伙伴福利，VIP可领1项，SVIP全部可领</p>
      </header>
      <MemberStatus membership={membership} returnTo={pageUrl('/vip/union-member')} />
      <section className={styles.section} aria-labelledby="union-partners">
        <h2 id="union-partners">可领取权益</h2>
        <ul className={styles.list}>
          {partners.map((partner) => (
            <li key={partner.id}>
              <Link className={styles.link} href={href('/vip/union-member/detail/{id}', { id: partner.id })}>
                {partner.name}
              </Link>
              <span className={styles.weak}>
                {partner.tier}可领 · 价值¥{formatFen(partner.value_fen)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.actions}>
        <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/vip/union-member/rule')}>
          领取规则
        </Link>
        <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/vip/union-member/record')}>
          领取记录
        </Link>
      </div>
    </div>
  );
}

/** /vip/union-member/detail/{id}: one partner benefit, how to redeem it, and the claim button. */
export function UnionMemberDetail({
  partner,
  loggedIn,
  actionId,
  claimedCode,
}: {
  partner: UnionPartner;
  loggedIn: boolean;
  actionId: string;
  claimedCode: string | null;
}) {
  const here = pageUrl('/vip/union-member/detail/{id}', { id: partner.id });
  return (
    <div className={styles.screen}>
      <header className={`${styles.hero} ${partner.tier === 'SVIP' ? styles.heroSvip : styles.heroVip}`}>
        <h1>{partner.benefit}</h1>
        <p>
          {partner.name} · {partner.tier}会员专享 · 价值¥{formatFen(partner.value_fen)}
        </p>
      </header>
      <section className={styles.section} aria-labelledby="union-detail">
        <h2 id="union-detail">权益说明</h2>
        <p className={styles.weak}>{partner.description}</p>
        <ol className={styles.notes}>
          {partner.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <div className={styles.actions}>
        {loggedIn ? (
          <UnionClaimButton partnerId={partner.id} actionId={actionId} claimedCode={claimedCode} />
        ) : (
          <Link className={buttonClass({ block: true })} href={loginHref(here)}>
            登录后领取
          </Link>
        )}
      </div>
    </div>
  );
}

export function UnionMemberRules({ rules }: { rules: string[] }) {
  return (
    <div className={styles.screen}>
      <section className={styles.section} aria-labelledby="union-rules">
        <h2 id="union-rules">联合会员领取规则</h2>
        <ol className={styles.notes}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export function UnionMemberRecords({
  records,
}: {
  records: Array<{ id: number; partner_name: string; code: string; claimed_at: string }>;
}) {
  return (
    <div className={styles.screen}>
      <section className={styles.section} aria-labelledby="union-records">
        <h2 id="union-records">领取记录</h2>
        {records.length === 0 ? (
          <p className={styles.weak}>
            还没有领取记录，
            <Link className={styles.link} href={href('/vip/union-member')}>
              去领取
            </Link>
          </p>
        ) : (
          <ul className={styles.list}>
            {records.map((record) => (
              <li key={record.id}>
                <span>
                  {record.partner_name}
                  <span className={styles.desc}>兑换码 {record.code}</span>
                </span>
                <span className={styles.weak}>{formatChinaDateTime(record.claimed_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
