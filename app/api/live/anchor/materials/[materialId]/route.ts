// POST /h5/api/live/anchor/materials/{materialId} – the anchor edits their own material (another anchor's → 404)
import { apiHandler } from '@/lib/api/handler';
import { anchorWrite } from '@/lib/anchor/server';
import { MaterialInputSchema, MaterialSchema } from '@/lib/anchor/schemas';
import { AppError } from '@/lib/errors';
import { parseId } from '@/lib/live/server';

export const POST = apiHandler({ auth: 'required', input: MaterialInputSchema }, async ({ input, params, auth }) => {
  const materialId = parseId(params.materialId);
  if (materialId === null) throw new AppError(1003, undefined, { status: 400 });
  return anchorWrite(auth!, `/live/anchor/materials/${materialId}`, MaterialSchema, input);
});
