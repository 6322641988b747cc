// GET /h5/api/draws/{drawId} – the public record of a verifiable draw: prize table, seed hash, participants; seed and winners once drawn
import { apiHandler } from '@/lib/api/handler';
import { DrawSchema } from '@/lib/draw/schemas';
import { AppError } from '@/lib/errors';
import { upstreamGet } from '@/lib/http/upstream';
import { parseId } from '@/lib/live/server';

export const GET = apiHandler({ auth: 'none' }, async ({ params }) => {
  const drawId = parseId(params.drawId);
  if (drawId === null) throw new AppError(1003, undefined, { status: 400 });
  return upstreamGet(`/draws/${drawId}`, DrawSchema, { options: { needLogin: false } });
});
