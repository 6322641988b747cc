import { AppLink as Link } from '@/components/ui/app-link';
import { Disclaimer } from '@/components/compliance/disclaimer';
import { formatCount } from '@/lib/format/amount';
import { roomsOnAir } from '@/lib/live/rules';
import type { Program, Room } from '@/lib/live/schemas';
import { href } from '@/lib/routes/hrefs';
import { ProgramList } from './program-card';
import styles from './live-lists.module.css';

/**
 * /drawingRoom/v2 — 会客厅, dark by design (manifest background). The design: the lobby of the live
 * side — who is on air right now (room, teacher, 在线 and 热度, straight into the room) and what
 * starts next today (reservable), so a viewer arriving from a share or the app's tab picks a room in
 * one screen. Rooms off air are left to the rank and teacher lists.
 */
export function DrawingRoomScreen({ rooms, upcoming }: { rooms: Room[]; upcoming: Program[] }) {
  const live = roomsOnAir(rooms);
  return (
    <div className={styles.page} data-testid="drawing-room">
      <section className={styles.card} aria-labelledby="on-air">
        <h2 id="on-air">正在直播</h2>
        {live.length === 0 ? <p>暂时没有老师在直播，看看下面的节目预告。</p> : null}
        <ul className={styles.list}>
          {live.map((room) => (
            <li key={room.id} className={styles.row} data-testid="drawing-room-live">
              <div className={styles.rowText}>
                <Link className={styles.name} href={href('/liveRoomDetail/v2', { roomId: room.id })}>
                  {room.title}
                </Link>
                <p className={styles.sub}>
                  {room.teacher.name} · {room.currentProgram?.title ?? room.notice}
                </p>
                <p className={styles.sub}>
                  <span className="num">{formatCount(room.viewers)}</span> 人在线 · 热度{' '}
                  <span className="num">{formatCount(room.heat)}</span>
                </p>
              </div>
              <Link
                className={styles.cta}
                href={href('/liveRoomDetail/v2', { roomId: room.id })}
                aria-label={`进入${room.title}`}
              >
                进入
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="up-next">
        <h2 id="up-next">即将开播</h2>
        <ProgramList programs={upcoming.slice(0, 8)} emptyText="今天的节目都已开播，明天见。" />
        <Link href={href('/programList/v2')}>全部节目单</Link>
      </section>
      <Disclaimer />
    </div>
  );
}
