// POST /h5/api/activity/koi/{id}/pools/{poolId}/address – a winner's contact for a physical prize (validated, saved upstream)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { koiAddressInputSchema } from '@/lib/koi/schemas';
import { saveKoiAddress } from '@/lib/koi/server';

export const POST = apiHandler(
  { input: koiAddressInputSchema, params: idParams(['id', 'poolId'], '活动不存在') },
  ({ params, input, auth }) => saveKoiAddress(params.id, params.poolId, input, auth),
);
