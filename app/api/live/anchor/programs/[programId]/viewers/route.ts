// POST /h5/api/live/anchor/programs/{programId}/viewers – add or remove ({remove: true}) a mobile on a restricted programme's viewer list
import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { anchorWrite, ViewableUsersSchema } from '@/lib/anchor/server';
import { AppError } from '@/lib/errors';
import { parseId } from '@/lib/live/server';

const Input = z.object({ mobile: z.string().regex(/^1[3-9]\d{9}$/, { error: '手机号填写错误' }), remove: z.boolean().optional() });

export const POST = apiHandler({ auth: 'required', input: Input }, async ({ input, params, auth }) => {
  const programId = parseId(params.programId);
  if (programId === null) throw new AppError(1003, undefined, { status: 400 });
  return anchorWrite(auth!, `/live/anchor/programs/${programId}/viewers`, ViewableUsersSchema, input);
});
