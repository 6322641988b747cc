// POST /h5/api/live/anchor/room – the anchor's room title, notice and cover
import { apiHandler } from '@/lib/api/handler';
import { anchorWrite } from '@/lib/anchor/server';
import { RoomConfigInputSchema, RoomConfigSchema } from '@/lib/anchor/schemas';

export const POST = apiHandler({ auth: 'required', input: RoomConfigInputSchema }, ({ input, auth }) =>
  anchorWrite(auth, '/live/anchor/room', RoomConfigSchema, input),
);
