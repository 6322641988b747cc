// POST /h5/api/live/anchor/programs/{programId} – the anchor edits their own programme (another anchor's → 404)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { saveProgram } from '@/lib/anchor/server';
import { ProgramInputSchema } from '@/lib/anchor/schemas';

export const POST = apiHandler(
  { auth: 'required', input: ProgramInputSchema, params: idParams('programId') },
  ({ input, params, auth }) => saveProgram(auth, input, params.programId),
);
