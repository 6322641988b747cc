// POST /h5/api/activity/koi/{id}/help – help a friend's invitation (once per activity; the inviter gains a chance)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { koiHelpInputSchema } from '@/lib/koi/schemas';
import { helpKoiFriend } from '@/lib/koi/server';

export const POST = apiHandler(
  { input: koiHelpInputSchema, params: idParams('id', '活动不存在') },
  ({ params, input, auth }) => helpKoiFriend(params.id, input.code, auth),
);
