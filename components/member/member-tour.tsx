import { AppLink as Link } from '@/components/ui/app-link';
import { formatFen } from '@/lib/format/fen';
import { memberJourney } from '@/lib/member/rules';
import type { Membership, Plan } from '@/lib/member/schemas';
import { formatChinaDateTime } from '@/lib/format/china-time';
import type { Order } from '@/lib/order/schemas';
import { href, pageUrl } from '@/lib/routes/hrefs';
import { MemberStatus } from './member-status';
import styles from './member.module.css';

const KIND = { new: '开通', renew: '续费', upgrade: '升级' } as const;

/** /member-tour-detail: the member's own journey, from their paid orders. */
export function MemberTourDetail({ membership, orders }: { membership: Membership | null; orders: Order[] | null }) {
  const { steps: paid, days, spent_fen: spent } = memberJourney(orders ?? []);
  return (
    <div className={styles.screen}>
      <header className={`${styles.hero} ${styles.heroVip}`}>
        <h1>我的会员之旅</h1>
        <p>
          {paid.length
            ? `已陪伴您${days}天 · 共${paid.length}次开通，累计¥${formatFen(spent)}`
            : '从开通第一份会员开始记录'}
        </p>
      </header>
      <MemberStatus membership={membership} returnTo={pageUrl('/member-tour-detail/v2')} />
      {orders === null ? null : (
        <section className={styles.section} aria-labelledby="tour-steps">
          <h2 id="tour-steps">旅程记录</h2>
          {paid.length === 0 ? (
            <p className={styles.weak}>
              还没有在线开通记录，
              <Link className={styles.link} href={href('/openMember')}>
                去开通会员
              </Link>
            </p>
          ) : (
            <ol className={styles.list}>
              {paid.map((order) => (
                <li key={order.order_no}>
                  <span>
                    {KIND[order.kind]}
                    {order.sku.name}
                    <span className={styles.desc}>
                      {order.service_start ? formatChinaDateTime(order.service_start).slice(0, 10) : ''} 至{' '}
                      {order.service_end ? formatChinaDateTime(order.service_end).slice(0, 10) : ''}
                    </span>
                  </span>
                  <span className={styles.weak}>¥{formatFen(order.paid_fen ?? 0)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}

/** /member-tour-share: the journey a new member can take (普通用户 → VIP → SVIP), with each tier's plan. */
export function MemberTourShare({ vip, svip }: { vip: Plan | null; svip: Plan | null }) {
  const steps = [
    { title: '第一站：普通用户', text: '免费使用行情工具、龙虎榜与新股日历', plan: null },
    { title: '第二站：VIP会员', text: vip ? vip.benefits.slice(0, 3).join('、') : '', plan: vip },
    { title: '第三站：SVIP会员', text: svip ? svip.benefits.slice(1, 4).join('、') : '', plan: svip },
  ];
  return (
    <div className={styles.screen}>
      <header className={`${styles.hero} ${styles.heroSvip}`}>
        <h1>一起开启会员之旅</h1>
        <p>从看懂行情，到专属投顾陪伴</p>
      </header>
      <section className={styles.section} aria-labelledby="tour-share-steps">
        <h2 id="tour-share-steps">旅程三站</h2>
        <ol className={styles.list}>
          {steps.map((step) => (
            <li key={step.title}>
              <span>
                {step.title}
                <span className={styles.desc}>{step.text}</span>
              </span>
              {step.plan ? (
                <Link
                  className={styles.link}
                  href={href('/pay', { plan_id: step.plan.id, source: 'member_tour_share' })}
                >
                  ¥{formatFen(step.plan.price_fen)}开通
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
