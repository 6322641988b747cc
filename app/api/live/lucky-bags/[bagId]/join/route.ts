// POST /h5/api/live/lucky-bags/{bagId}/join – take part in a lucky bag once its condition is met (login required)
import { apiHandler } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { joinLuckyBag } from '@/lib/live/lucky-bag-server';
import { parseId } from '@/lib/live/server';

export const POST = apiHandler({ auth: 'required' }, async ({ params, auth }) => {
  const bagId = parseId(params.bagId);
  if (bagId === null) throw new AppError(1003, undefined, { status: 400 });
  return joinLuckyBag(auth!, bagId);
});
