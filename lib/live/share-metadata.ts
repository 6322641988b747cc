import 'server-only';
import type { Metadata } from 'next';
import { shareMetadata } from '@/lib/share/metadata';
import { getRoom } from './server';

/** The share card of a live room (WeChat and other apps read it without running JavaScript). */
export async function shareRoomMetadata(
  roomId: number,
  path: '/share-live-room/v2' | '/liveRoomDetail/v2' = '/share-live-room/v2',
): Promise<Metadata> {
  const read = await getRoom(roomId);
  if (!read.ok) return shareMetadata(path, { description: '财知道分析师直播：看盘、答疑与策略分享。' });
  const room = read.data;
  return shareMetadata(path, {
    title: `${room.teacher.name}：${room.title}`,
    description: room.notice,
    image: room.poster,
  });
}
