// POST /h5/api/live/programs/{programId}/reserve – reserve ({reserve: true}) or cancel a programme reservation (login required).
import { apiHandler } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { ReserveInputSchema } from '@/lib/live/schemas';
import { parseId, setReservation } from '@/lib/live/server';

export const POST = apiHandler({ auth: 'required', input: ReserveInputSchema }, async ({ input, params, auth }) => {
  const programId = parseId(params.programId);
  if (programId === null) throw new AppError(1003, undefined, { status: 400 });
  return setReservation(programId, input.reserve, auth!);
});
