// POST /h5/api/live/anchor/room/poster – the anchor's room poster from their photos (a JPEG/PNG data: URL)
import { apiHandler } from '@/lib/api/handler';
import { saveRoomPoster } from '@/lib/anchor/poster-server';
import { RoomPosterInputSchema } from '@/lib/anchor/schemas';

export const POST = apiHandler(
  { auth: 'required', input: RoomPosterInputSchema, maxBodyBytes: 512 * 1024 },
  ({ input, auth }) => saveRoomPoster(auth, input),
);
