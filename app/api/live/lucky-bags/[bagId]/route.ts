// GET /h5/api/live/lucky-bags/{bagId} – a lucky bag with the caller's standing (countdown, participants, winners once drawn)
import { apiHandler } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { parseId } from '@/lib/live/server';
import { LuckyBagSchema } from '@/lib/live/lucky-bag-schemas';
import { upstreamGet } from '@/lib/http/upstream';

export const GET = apiHandler({ auth: 'optional' }, async ({ params, auth }) => {
  const bagId = parseId(params.bagId);
  if (bagId === null) throw new AppError(1003, undefined, { status: 400 });
  return upstreamGet(`/live/lucky-bags/${bagId}`, LuckyBagSchema, { auth, options: { needLogin: false, tryLogin: true } });
});
