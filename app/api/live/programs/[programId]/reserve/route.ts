// POST /h5/api/live/programs/{programId}/reserve – reserve ({reserve: true}) or cancel a programme reservation (login required).
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { ReserveInputSchema } from '@/lib/live/schemas';
import { setReservation } from '@/lib/live/server';

export const POST = apiHandler(
  { auth: 'required', input: ReserveInputSchema, params: idParams('programId') },
  ({ input, params, auth }) => setReservation(params.programId, input.reserve, auth),
);
