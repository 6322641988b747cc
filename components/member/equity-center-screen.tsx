import { TrackedLink, TrackedListItem } from '@/components/ui/tracked-elements';
import type { z } from 'zod';
import type { identityCardSchema, userLevelSchema, vipEquitySchema } from '@/lib/growth/schemas';
import { VIP_LEVEL_LABELS } from '@/lib/vip/labels';
import { href } from '@/lib/routes/hrefs';
import { buttonClass } from '@/components/ui/button';
import { TRACKING } from '@/lib/tracking/definitions';
import styles from './member.module.css';

interface EquityCenter {
  identity: z.infer<typeof identityCardSchema>;
  level: z.infer<typeof userLevelSchema>;
  equities: z.infer<typeof vipEquitySchema>;
}

/** The equity centre (SPEC §3 state): identity card, growth level and the VIP equities the member holds. */
export function EquityCenterScreen({ data, promoteSvip }: { data: EquityCenter; promoteSvip: boolean }) {
  const { identity, level, equities } = data;
  const progress = level.next_level_value
    ? Math.min(100, Math.floor((level.growth_value * 100) / level.next_level_value))
    : 100;
  return (
    <div className={styles.screen}>
      <section className={`${styles.section} ${styles.card}`} aria-labelledby="equity-identity">
        <h2 id="equity-identity" className={styles.cardTitle}>
          {identity.nickname}
        </h2>
        <span
          className={`${styles.level} ${styles[`level${identity.identity}`] ?? ''}`}
          data-member-level={identity.identity}
        >
          {VIP_LEVEL_LABELS[identity.identity]}
        </span>
        <span className={styles.weak}>
          会员卡号 {identity.card_no} · 注册于 {identity.member_since}
        </span>
      </section>
      <section className={`${styles.section} ${styles.card}`} aria-labelledby="equity-growth">
        <h2 id="equity-growth" className={styles.cardTitle}>
          Lv{level.level} {level.level_name}
        </h2>
        <span className={styles.weak}>
          成长值 {level.growth_value}
          {level.next_level_value ? ` / ${level.next_level_value}` : '（已满级）'}
        </span>
        <div
          className={styles.meter}
          role="progressbar"
          aria-label="距下一等级"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className={styles.meterFill} style={{ width: `${progress}%` }} />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="equity-list">
        <h2 id="equity-list">会员权益</h2>
        <ul className={styles.list}>
          {equities.equities.map((equity) => (
            <TrackedListItem
              key={equity.id}
              event={{
                ...TRACKING.membershipGrowth.events.equityShow,
                eventAttr: { equity_id: equity.id, available: equity.available },
              }}
            >
              <span>
                {equity.name}
                <span className={styles.desc}>
                  {equity.description} · {equity.level}
                </span>
              </span>
              {equity.available ? (
                <span className={styles.ok}>已解锁</span>
              ) : (
                <span className={styles.weak}>未解锁</span>
              )}
            </TrackedListItem>
          ))}
        </ul>
      </section>
      {equities.vip_level === 'SVIP' ? null : (
        <div className={styles.actions}>
          <TrackedLink
            className={buttonClass({ block: true })}
            href={href('/openMember')}
            event={{ ...TRACKING.membershipGrowth.events.upgradeClick, eventAttr: { vip_level: equities.vip_level } }}
          >
            {equities.vip_level === 'VIP'
              ? promoteSvip
                ? '升级SVIP解锁全部权益'
                : '查看会员方案'
              : '开通会员解锁权益'}
          </TrackedLink>
        </div>
      )}
    </div>
  );
}
