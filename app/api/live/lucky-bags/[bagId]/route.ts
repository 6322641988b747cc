// GET /h5/api/live/lucky-bags/{bagId} – a lucky bag with the caller's standing (countdown, participants, winners once drawn)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { fetchLuckyBag } from '@/lib/live/lucky-bag-server';

export const GET = apiHandler({ auth: 'optional', params: idParams('bagId') }, ({ params, auth }) =>
  fetchLuckyBag(params.bagId, auth),
);
