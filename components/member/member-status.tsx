import { AppLink as Link } from '@/components/ui/app-link';
import type { Membership } from '@/lib/member/schemas';
import { VIP_LEVEL_LABELS } from '@/lib/vip/labels';
import { href, loginHref } from '@/lib/routes/hrefs';
import styles from './member.module.css';

/** The viewer's level line on membership pages: the same upstream membership every page reads. */
export function MemberStatus({ membership, returnTo }: { membership: Membership | null; returnTo: string }) {
  if (!membership) {
    return (
      <p className={styles.status}>
        <span>登录后查看您的会员状态</span>
        <Link className={styles.link} href={loginHref(returnTo)}>
          去登录
        </Link>
      </p>
    );
  }
  return (
    <p className={styles.status} data-member-level={membership.level}>
      <span>
        当前身份：
        <span className={`${styles.level} ${styles[`level${membership.level}`] ?? ''}`}>
          {VIP_LEVEL_LABELS[membership.level]}
        </span>
      </span>
      {membership.expire_at ? (
        <span className={styles.weak}>剩余{membership.days_left}天</span>
      ) : (
        <Link className={styles.link} href={href('/rightsCompare')}>
          权益对比
        </Link>
      )}
    </p>
  );
}
