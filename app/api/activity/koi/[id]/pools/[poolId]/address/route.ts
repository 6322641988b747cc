// POST /h5/api/activity/koi/{id}/pools/{poolId}/address – a winner's contact for a physical prize (validated, saved upstream)
import { apiHandler } from '@/lib/api/handler';
import { koiAddressInputSchema } from '@/lib/koi/schemas';
import { routeKoiId, saveKoiAddress } from '@/lib/koi/server';

export const POST = apiHandler({ input: koiAddressInputSchema }, ({ params, input, auth }) => saveKoiAddress(routeKoiId(params.id), routeKoiId(params.poolId), input, auth));
