import { AppLink as Link } from '@/components/ui/app-link';
import { Disclaimer } from '@/components/compliance/disclaimer';
import { formatCount } from '@/lib/format/amount';
import type { Room } from '@/lib/live/schemas';
import { buttonClass } from '@/components/ui/button';
import styles from './share-room.module.css';

/** /share-live-room/v2?roomId=: the landing page a shared link opens (WeChat, browser): rendered on the server. */
export function ShareRoomScreen({ room }: { room: Room }) {
  const live = room.status === 'live';
  return (
    <div className={styles.share}>
      <div className={styles.cover} style={{ backgroundImage: `url(${room.poster})` }}>
        <span className={styles.status}>{live ? `直播中 · ${formatCount(room.viewers)}人在看` : '未开播'}</span>
      </div>
      <h2 className={styles.title}>{room.title}</h2>
      <p className={styles.anchor}>
        {room.teacher.name} · {room.teacher.licenceNo ? `证书编号 ${room.teacher.licenceNo}` : '财经达人'}
      </p>
      <p className={styles.notice}>{room.notice}</p>
      <Link className={buttonClass({ block: true }, styles.cta)} href={`/liveRoomDetail/v2?roomId=${room.id}`}>
        {live ? '立即观看' : '进入直播间'}
      </Link>
      <Link className={buttonClass({ variant: 'secondary', block: true }, styles.cta)} href="/download">
        打开 App，开播提醒不错过
      </Link>
      <Disclaimer />
    </div>
  );
}
