// POST /h5/api/live/anchor/programs – the anchor schedules a programme (filed for review; content level checked against the licence)
import { apiHandler } from '@/lib/api/handler';
import { saveProgram } from '@/lib/anchor/server';
import { ProgramInputSchema } from '@/lib/anchor/schemas';

export const POST = apiHandler({ auth: 'required', input: ProgramInputSchema }, ({ input, auth }) => saveProgram(auth!, input));
