// POST /h5/api/live/anchor/programs – the anchor schedules a programme (filed for review; level checked against the licence; one per Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { createProgram } from '@/lib/anchor/server';
import { ProgramInputSchema } from '@/lib/anchor/schemas';

export const POST = apiHandler(
  {
    auth: 'required',
    input: ProgramInputSchema,
    idempotent: { scope: 'anchor-program', choice: (input) => [JSON.stringify(input)] },
  },
  ({ input, auth, idempotencyKey }) => createProgram(auth, input, idempotencyKey),
);
