import 'server-only';
import type { Metadata } from 'next';
import { shareMetadata } from '@/lib/share/metadata';
import { getRoom } from './server';

/** The share card of a live room (WeChat and other apps read it without running JavaScript). */
export async function shareRoomMetadata(roomId: number): Promise<Metadata> {
  const read = await getRoom(roomId);
  if (!read.ok) return shareMetadata('/share-live-room/v2');
  const room = read.data;
  return shareMetadata('/share-live-room/v2', { title: `${room.teacher.name}：${room.title}`, description: room.notice, image: room.poster });
}
