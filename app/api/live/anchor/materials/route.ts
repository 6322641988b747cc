// POST /h5/api/live/anchor/materials – the anchor writes a 理财秘籍 material (content level checked against the licence)
import { apiHandler } from '@/lib/api/handler';
import { anchorWrite } from '@/lib/anchor/server';
import { MaterialInputSchema, MaterialSchema } from '@/lib/anchor/schemas';

export const POST = apiHandler({ auth: 'required', input: MaterialInputSchema }, ({ input, auth }) => anchorWrite(auth!, '/live/anchor/materials', MaterialSchema, input));
