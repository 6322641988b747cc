// POST /h5/api/live/lucky-bags/{bagId}/address – the winner of a physical prize gives its shipping address, once (login required)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { submitBagAddress } from '@/lib/live/lucky-bag-server';
import { BagAddressInputSchema } from '@/lib/live/lucky-bag-schemas';

export const POST = apiHandler(
  { auth: 'required', input: BagAddressInputSchema, params: idParams('bagId') },
  ({ params, auth, input }) => submitBagAddress(auth, params.bagId, input),
);
