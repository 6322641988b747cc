// POST /h5/api/live/anchor/room/broadcast – start (fresh push URL and stream key) or stop the anchor's broadcast
import { apiHandler } from '@/lib/api/handler';
import { anchorWrite } from '@/lib/anchor/server';
import { BroadcastInputSchema, RoomConfigSchema } from '@/lib/anchor/schemas';

export const POST = apiHandler({ auth: 'required', input: BroadcastInputSchema }, ({ input, auth }) =>
  anchorWrite(auth, '/live/anchor/room/broadcast', RoomConfigSchema, input),
);
