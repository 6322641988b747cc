import Link from 'next/link';
import type { Program, Room } from '@/lib/live/schemas';
import { AnchorCard } from './anchor-card';
import { ChatPanel } from './chat-panel';
import { LivePlayer } from './live-player';
import styles from './live-room.module.css';
import { ProgramList } from './program-card';
import { RoomTabs } from './room-tabs';
import { ShareButton } from './share-button';

export function LiveRoomScreen({
  room,
  programs,
  loggedIn,
  loginUrl,
  mode,
}: {
  room: Room;
  programs: Program[];
  loggedIn: boolean;
  loginUrl: string;
  mode?: 'live' | 'replay';
}) {
  const live = room.status === 'live';
  return (
    <div className={styles.room} data-testid="live-room">
      <LivePlayer streamUrl={room.streamUrl} replayUrl={room.replayUrl} poster={room.poster} title={room.title} initialMode={mode} />
      <h2 className={styles.title}>
        {live ? <span className={styles.liveDot}>直播中</span> : <span className={styles.offDot}>未开播</span>}
        {room.title}
      </h2>
      <AnchorCard teacher={room.teacher} viewers={room.viewers} live={live}>
        <ShareButton roomId={room.id} title={`${room.teacher.name}：${room.title}`} desc={room.notice} />
      </AnchorCard>
      <p className={styles.notice} data-testid="pinned-notice">
        <span className={styles.pin}>置顶</span>
        {room.notice}
      </p>
      <RoomTabs
        tabs={[
          { key: 'chat', label: '聊天', panel: <ChatPanel roomId={room.id} loggedIn={loggedIn} loginUrl={loginUrl} /> },
          {
            key: 'programs',
            label: '节目单',
            panel: (
              <>
                <ProgramList programs={programs} showTeacher={false} emptyText="暂无节目安排" />
                <p className={styles.more}>
                  <Link href="/programList/v2">查看全部节目 ›</Link>
                </p>
              </>
            ),
          },
          {
            key: 'about',
            label: '简介',
            panel: (
              <div className={styles.about}>
                <p>{room.teacher.intro}</p>
                <p>执业机构：{room.teacher.institution}</p>
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
