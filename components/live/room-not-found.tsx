import { AppLink as Link } from '@/components/ui/app-link';
import { href } from '@/lib/routes/hrefs';
import { buttonClass } from '@/components/ui/button';

/** Copy of a room link that leads nowhere (closed or mistyped room): what happened, and where to go. */
export const ROOM_NOT_FOUND = {
  title: '直播间不存在',
  description: '这个直播间可能已关闭。看看正在直播和即将开始的节目吧。',
} as const;

/** The way onward from an unknown room: the programme list, live sessions first. */
export function RoomNotFoundOnward() {
  return (
    <Link className={buttonClass()} href={href('/programList/v2')} prefetch={false} data-testid="room-not-found-onward">
      去看直播节目单
    </Link>
  );
}
