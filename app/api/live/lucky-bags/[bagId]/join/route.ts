// POST /h5/api/live/lucky-bags/{bagId}/join – take part in a lucky bag once its condition is met (login required)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { joinLuckyBag } from '@/lib/live/lucky-bag-server';

export const POST = apiHandler({ auth: 'required', params: idParams('bagId') }, ({ params, auth }) =>
  joinLuckyBag(auth, params.bagId),
);
