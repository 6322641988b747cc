// POST /h5/api/live/anchor/lucky-bags – an anchor opens a lucky bag in their own room (role checked here and upstream; one per Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { createLuckyBag } from '@/lib/anchor/server';
import { LuckyBagInputSchema } from '@/lib/live/lucky-bag-schemas';

export const POST = apiHandler(
  {
    auth: 'required',
    input: LuckyBagInputSchema,
    idempotent: { scope: 'anchor-lucky-bag', choice: (input) => [JSON.stringify(input)] },
  },
  ({ input, auth, idempotencyKey }) => createLuckyBag(auth, input, idempotencyKey),
);
