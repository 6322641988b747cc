// POST /h5/api/live/anchor/settings/{kind} – save one of the ten anchor-settings forms (validated per field; nothing saved on bad input)
import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { inputErrorOf } from '@/lib/api/input';
import { anchorWrite } from '@/lib/anchor/server';
import { isSettingsKind } from '@/lib/anchor/settings-fields';
import { settingsSchema, SettingsValuesSchema } from '@/lib/anchor/settings-schemas';
import { AppError } from '@/lib/errors';

export const POST = apiHandler(
  { auth: 'required', input: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])) },
  async ({ input, params, auth }) => {
    if (!isSettingsKind(params.kind)) throw new AppError(404, '设置不存在', { status: 404 });
    const parsed = settingsSchema(params.kind).safeParse(input);
    if (!parsed.success)
      throw new AppError(inputErrorOf(parsed.error.issues[0]).code, inputErrorOf(parsed.error.issues[0]).message, {
        status: 400,
      });
    return anchorWrite(auth, `/live/anchor/settings/${params.kind}`, SettingsValuesSchema, parsed.data);
  },
);
