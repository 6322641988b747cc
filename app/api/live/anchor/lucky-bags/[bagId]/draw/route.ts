// POST /h5/api/live/anchor/lucky-bags/{bagId}/draw – the anchor draws their own bag now (another anchor's bag → 404)
import { apiHandler } from '@/lib/api/handler';
import { drawLuckyBag } from '@/lib/anchor/server';
import { AppError } from '@/lib/errors';
import { parseId } from '@/lib/live/server';

export const POST = apiHandler({ auth: 'required' }, async ({ params, auth }) => {
  const bagId = parseId(params.bagId);
  if (bagId === null) throw new AppError(1003, undefined, { status: 400 });
  return drawLuckyBag(auth!, bagId);
});
