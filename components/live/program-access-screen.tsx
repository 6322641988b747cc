import { AppLink as Link } from '@/components/ui/app-link';
import type { ProgramAccess } from '@/lib/live/schemas';
import { href } from '@/lib/routes/hrefs';
import styles from './lucky-bag.module.css';

/**
 * /liveToAuth/v2 and /liveToOnlyAuth/v2: the authorisation step before a restricted programme. The
 * server decided (the anchor's viewer list); `enter` adds the way into the room (liveToAuth), the
 * "only" variant just states the result for the app to act on.
 */
export function ProgramAccessScreen({ access, enter }: { access: ProgramAccess; enter: boolean }) {
  return (
    <section className={styles.sheet} aria-labelledby="access-title">
      <h2 id="access-title" className={styles.prize}>
        {access.title}
      </h2>
      <p className={styles.note}>主讲：{access.teacherName}</p>
      {!access.restricted ? (
        <p className={styles.ok} data-testid="access-result">
          本节目对所有观众开放，无需授权。
        </p>
      ) : access.allowed ? (
        <p className={styles.ok} data-testid="access-result">
          你已获得本节目的观看授权。
        </p>
      ) : (
        <p className={styles.bad} data-testid="access-result">
          本节目仅限主播指定的观众观看，你的账号不在名单中。如已报名，请联系主播添加。
        </p>
      )}
      {access.allowed && enter ? (
        <Link className={styles.button} href={href('/liveRoomDetail/v2', { roomId: access.roomId })}>
          进入直播间
        </Link>
      ) : null}
      {!access.allowed ? (
        <Link className={styles.ghost} href={href('/programList/v2')}>
          看看其他节目
        </Link>
      ) : null}
    </section>
  );
}
