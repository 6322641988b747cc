// POST /h5/api/activity/koi/{id}/chances – claim today's chance after the task centre's sign-in (once a day)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { koiChanceInputSchema } from '@/lib/koi/schemas';
import { claimKoiChance } from '@/lib/koi/server';

export const POST = apiHandler(
  { input: koiChanceInputSchema, params: idParams('id', '活动不存在') },
  ({ params, auth }) => claimKoiChance(params.id, auth),
);
