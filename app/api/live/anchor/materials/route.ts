// POST /h5/api/live/anchor/materials – the anchor writes a 理财秘籍 material (level checked against the licence; one per Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { anchorCreate } from '@/lib/anchor/server';
import { MaterialInputSchema, MaterialSchema } from '@/lib/anchor/schemas';

export const POST = apiHandler(
  {
    auth: 'required',
    input: MaterialInputSchema,
    idempotent: { scope: 'anchor-material', choice: (input) => [JSON.stringify(input)] },
  },
  ({ input, auth, idempotencyKey }) =>
    anchorCreate(auth, '/live/anchor/materials', MaterialSchema, input, idempotencyKey),
);
