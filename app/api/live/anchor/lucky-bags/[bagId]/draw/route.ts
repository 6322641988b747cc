// POST /h5/api/live/anchor/lucky-bags/{bagId}/draw – the anchor draws their own bag now (another anchor's bag → 404)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { drawLuckyBag } from '@/lib/anchor/server';

export const POST = apiHandler({ auth: 'required', params: idParams('bagId') }, ({ params, auth }) =>
  drawLuckyBag(auth, params.bagId),
);
