import { plansOfTier } from '@/lib/member/rules';
import type { Campaign, Membership } from '@/lib/member/schemas';
import { chinaToday } from '@/lib/format/date';
import { MemberStatus } from './member-status';
import { PlanList } from './plan-list';
import styles from './member.module.css';

const HERO_TIER = { VIP: styles.heroVip, SVIP: styles.heroSvip } as const;
const HERO_KIND = { open: '', conversion: styles.heroConversion, sale: styles.heroSale } as const;

/**
 * One campaign (open-member, conversion or sale page) as the upstream describes it: its own hero,
 * highlights, plan set and notes. The pages differ by their data, not by copies of this component.
 */
export function CampaignScreen({
  campaign,
  membership,
  returnTo,
}: {
  campaign: Campaign;
  membership: Membership | null;
  returnTo: string;
}) {
  const vipPlans = plansOfTier(campaign.plans, 'VIP');
  const svipPlans = plansOfTier(campaign.plans, 'SVIP');
  const grouped = vipPlans.length > 0 && svipPlans.length > 0;
  return (
    <div className={styles.screen} data-campaign={campaign.slug}>
      <header className={`${styles.hero} ${HERO_TIER[campaign.tier]} ${HERO_KIND[campaign.kind]}`}>
        <h1>{campaign.hero_title}</h1>
        <p>{campaign.hero_subtitle}</p>
        {campaign.ends_at ? (
          <span className={styles.ends}>活动截至 {chinaToday(new Date(campaign.ends_at))}</span>
        ) : null}
      </header>
      <MemberStatus membership={membership} returnTo={returnTo} />
      <section className={styles.section} aria-labelledby={`${campaign.slug}-highlights`}>
        <h2 id={`${campaign.slug}-highlights`}>会员亮点</h2>
        <ul className={styles.highlights}>
          {campaign.highlights.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </section>
      {grouped ? (
        <>
          <section className={styles.section} aria-labelledby={`${campaign.slug}-vip`}>
            <h2 id={`${campaign.slug}-vip`}>VIP会员</h2>
            <PlanList plans={vipPlans} source={campaign.source} />
          </section>
          <section className={styles.section} aria-labelledby={`${campaign.slug}-svip`}>
            <h2 id={`${campaign.slug}-svip`}>SVIP会员</h2>
            <PlanList plans={svipPlans} source={campaign.source} />
          </section>
        </>
      ) : (
        <section className={styles.section} aria-labelledby={`${campaign.slug}-plans`}>
          <h2 id={`${campaign.slug}-plans`}>{campaign.cta}</h2>
          <PlanList plans={campaign.plans} source={campaign.source} />
        </section>
      )}
      <section className={styles.section} aria-labelledby={`${campaign.slug}-notes`}>
        <h2 id={`${campaign.slug}-notes`}>购买须知</h2>
        <ul className={styles.notes}>
          {campaign.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
          <li>开通前需阅读并同意相关协议，含投顾服务的会员需完成风险测评。</li>
          <li>本服务内容仅供参考，不构成投资建议，投资者据此操作风险自担。</li>
        </ul>
      </section>
    </div>
  );
}
