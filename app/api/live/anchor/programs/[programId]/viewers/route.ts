// POST /h5/api/live/anchor/programs/{programId}/viewers – add or remove ({remove: true}) a mobile on a restricted programme's viewer list
import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { anchorWrite, ViewableUsersSchema } from '@/lib/anchor/server';

const Input = z.object({
  mobile: z.string().regex(/^1[3-9]\d{9}$/, { error: '手机号填写错误' }),
  remove: z.boolean().optional(),
});

export const POST = apiHandler(
  { auth: 'required', input: Input, params: idParams('programId') },
  ({ input, params, auth }) =>
    anchorWrite(auth, `/live/anchor/programs/${params.programId}/viewers`, ViewableUsersSchema, input),
);
