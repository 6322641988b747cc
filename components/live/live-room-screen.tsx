import { AppLink as Link } from '@/components/ui/app-link';
import { orderProgramsForViewer } from '@/lib/live/program-order';
import type { Program, Room } from '@/lib/live/schemas';
import type { LuckyBag } from '@/lib/live/lucky-bag-schemas';
import { href } from '@/lib/routes/hrefs';
import { AnchorCard } from './anchor-card';
import { ChatPanel } from './chat-panel';
import { LikeButton } from './like-button';
import { LiveCardTracking } from './live-card-tracking';
import { LivePlayer } from './live-player';
import styles from './live-room.module.css';
import { ProgramList } from './program-card';
import { RoomTabs } from './room-tabs';
import { ShareButton } from './share-button';
import { WatchHeartbeat } from './watch-heartbeat';

export function LiveRoomScreen({
  room,
  programs,
  loggedIn,
  loginUrl,
  mode,
  bag = null,
  moderator = false,
}: {
  /** The viewer is this room's anchor: chat messages get 删除 / 禁言. */
  moderator?: boolean;
  room: Room;
  /** The room's latest lucky bag: its entry shows while it is open and after it is drawn. */
  bag?: LuckyBag | null;
  programs: Program[];
  loggedIn: boolean;
  loginUrl: string;
  mode?: 'live' | 'replay';
}) {
  const live = room.status === 'live';
  // The heading says what the player opens on: a replay is not 直播中 even while the room is live.
  const replay = mode === 'replay' && room.replayUrl !== null;
  return (
    <div className={styles.room} data-testid="live-room">
      {loggedIn && live ? <WatchHeartbeat roomId={room.id} /> : null}
      <LivePlayer
        streamUrl={room.streamUrl}
        replayUrl={room.replayUrl}
        poster={room.poster}
        title={room.title}
        initialMode={mode}
      />
      <h2 className={styles.title}>
        {replay ? (
          <span className={styles.offDot} data-testid="room-state">
            回放
          </span>
        ) : live ? (
          <span className={styles.liveDot} data-testid="room-state">
            直播中
          </span>
        ) : (
          <span className={styles.offDot} data-testid="room-state">
            未开播
          </span>
        )}
        {room.title}
      </h2>
      <AnchorCard teacher={room.teacher} viewers={room.viewers} live={live} roomId={room.id}>
        <ShareButton roomId={room.id} title={`${room.teacher.name}：${room.title}`} desc={room.notice} />
      </AnchorCard>
      <div className={styles.roomActions}>
        <LikeButton roomId={room.id} />
        <LiveCardTracking card="fanGroup" roomId={room.id}>
          <Link
            className={styles.fanGroupLink}
            href={href('/fanGroupEquity/v2', { teacherId: room.teacher.id })}
            data-testid="fan-group-entry"
          >
            粉丝团 ›
          </Link>
        </LiveCardTracking>
      </div>
      <p className={styles.notice} data-testid="pinned-notice">
        <span className={styles.pin}>置顶</span>
        {room.notice}
      </p>
      {bag ? (
        <LiveCardTracking card="luckyBag" roomId={room.id}>
          <p className={styles.notice} data-testid="lucky-bag-entry">
            <span className={styles.pin}>福袋</span>
            {bag.status === 'open' ? `${bag.prizeName} × ${bag.winnerCount} 进行中 ` : `${bag.prizeName} 已开奖 `}
            <Link
              href={href(bag.status === 'open' ? '/shareCaidanWatchFull/v2' : '/shareCaidanStatusFull/v2', {
                bagId: bag.id,
              })}
            >
              {bag.status === 'open' ? '去参与 ›' : '看结果 ›'}
            </Link>
          </p>
        </LiveCardTracking>
      ) : null}
      <LiveCardTracking card="liveCoupon" roomId={room.id}>
        <p className={styles.notice} data-testid="live-coupon-entry">
          <span className={styles.pin}>领券</span>
          {replay ? '回放专享优惠券 ' : '直播间专享优惠券 '}
          <Link href={href(replay ? '/liveCoupon/v2/playbackPopup' : '/liveCoupon/v2', { roomId: room.id })}>
            去领取 ›
          </Link>
        </p>
      </LiveCardTracking>
      <RoomTabs
        tabs={[
          {
            key: 'chat',
            label: '聊天',
            panel: <ChatPanel roomId={room.id} loggedIn={loggedIn} loginUrl={loginUrl} moderator={moderator} />,
          },
          {
            key: 'programs',
            label: '节目单',
            panel: (
              <>
                <ProgramList programs={orderProgramsForViewer(programs)} showTeacher={false} emptyText="暂无节目安排" />
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
