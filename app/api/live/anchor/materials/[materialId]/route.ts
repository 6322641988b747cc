// POST /h5/api/live/anchor/materials/{materialId} – the anchor edits their own material (another anchor's → 404)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { anchorWrite } from '@/lib/anchor/server';
import { MaterialInputSchema, MaterialSchema } from '@/lib/anchor/schemas';

export const POST = apiHandler(
  { auth: 'required', input: MaterialInputSchema, params: idParams('materialId') },
  ({ input, params, auth }) => anchorWrite(auth, `/live/anchor/materials/${params.materialId}`, MaterialSchema, input),
);
