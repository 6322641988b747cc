// POST /h5/api/live/anchor/programs/{programId} – the anchor edits their own programme (another anchor's → 404)
import { apiHandler } from '@/lib/api/handler';
import { saveProgram } from '@/lib/anchor/server';
import { ProgramInputSchema } from '@/lib/anchor/schemas';
import { AppError } from '@/lib/errors';
import { parseId } from '@/lib/live/server';

export const POST = apiHandler({ auth: 'required', input: ProgramInputSchema }, async ({ input, params, auth }) => {
  const programId = parseId(params.programId);
  if (programId === null) throw new AppError(1003, undefined, { status: 400 });
  return saveProgram(auth!, input, programId);
});
