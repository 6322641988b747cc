import 'server-only';
import { upstreamGet, type UpstreamAuth } from '@/lib/http/upstream';
import { anchorWrite } from './server';
import { RoomPosterImageSchema, RoomPosterSchema, type RoomPosterInputSchema } from './schemas';
import type { z } from 'zod';

/** The anchor's room poster (SPEC §7 photos): saved upstream, then served to viewers as an image. */
export const saveRoomPoster = (auth: UpstreamAuth, input: z.infer<typeof RoomPosterInputSchema>) =>
  anchorWrite(auth, '/live/anchor/room/poster', RoomPosterSchema, input);

export async function readRoomPoster(roomId: number): Promise<{ mime: string; bytes: Buffer }> {
  const image = await upstreamGet(`/live/rooms/${roomId}/poster`, RoomPosterImageSchema);
  return { mime: image.mime, bytes: Buffer.from(image.data, 'base64') };
}
