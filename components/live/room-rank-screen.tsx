import { AppLink as Link } from '@/components/ui/app-link';
import { AsOf, EmptyState } from '@/components/ui/states';
import { formatCount } from '@/lib/format/amount';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { roomsOnBoard } from '@/lib/live/rules';
import type { RankKind, Room } from '@/lib/live/schemas';
import styles from './live-lists.module.css';

const KINDS: Array<{ kind: RankKind; label: string }> = [
  { kind: 'heat', label: '热度榜' },
  { kind: 'viewers', label: '在线榜' },
  { kind: 'fans', label: '粉丝榜' },
];

/** /rank-list/v2?kind=heat|viewers|fans: live rooms ranked. */
export function RoomRankScreen({
  kind,
  rooms: ranked,
  asOf,
  stale = false,
}: {
  kind: RankKind;
  rooms: Room[];
  asOf: number;
  stale?: boolean;
}) {
  const rooms = roomsOnBoard(ranked, kind);
  const value = (room: (typeof rooms)[number]) =>
    kind === 'heat' ? room.heat : kind === 'viewers' ? room.viewers : room.teacher.fans;
  return (
    <div className={styles.page}>
      <nav className={styles.chips} aria-label="榜单类型">
        {KINDS.map((item) => (
          <Link
            key={item.kind}
            href={`/rank-list/v2?kind=${item.kind}`}
            className={item.kind === kind ? styles.chipActive : styles.chip}
            aria-current={item.kind === kind ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {rooms.length === 0 ? (
        <EmptyState title={kind === 'viewers' ? '暂无正在直播的主播' : '暂无直播间'} />
      ) : (
        <ol className={styles.list} data-testid="room-rank">
          {rooms.map((room, index) => (
            <li key={room.id} className={styles.row}>
              <span className={index < 3 ? styles.rankTop : styles.rank}>{index + 1}</span>
              <span className={styles.avatar} aria-hidden>
                {room.teacher.avatar}
              </span>
              <div className={styles.rowText}>
                <Link href={`/liveRoomDetail/v2?roomId=${room.id}`} className={styles.name}>
                  {room.teacher.name}
                  {room.status === 'live' ? <span className={styles.liveTag}>直播中</span> : null}
                </Link>
                <p className={styles.sub}>{room.title}</p>
              </div>
              <p className={styles.score}>
                {formatCount(value(room))}
                <small>{KINDS.find((item) => item.kind === kind)?.label.replace('榜', '')}</small>
              </p>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.asOf}>
        <AsOf time={formatChinaShortDateTime(new Date(asOf).toISOString())} stale={stale} />
      </div>
    </div>
  );
}
