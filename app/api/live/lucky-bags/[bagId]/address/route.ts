// POST /h5/api/live/lucky-bags/{bagId}/address – the winner of a physical prize gives its shipping address, once (login required)
import { apiHandler } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { submitBagAddress } from '@/lib/live/lucky-bag-server';
import { BagAddressInputSchema } from '@/lib/live/lucky-bag-schemas';
import { parseId } from '@/lib/live/server';

export const POST = apiHandler({ auth: 'required', input: BagAddressInputSchema }, async ({ params, auth, input }) => {
  const bagId = parseId(params.bagId);
  if (bagId === null) throw new AppError(1003, undefined, { status: 400 });
  return submitBagAddress(auth!, bagId, input);
});
