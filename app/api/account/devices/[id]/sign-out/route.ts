// POST /h5/api/account/devices/{id}/sign-out – ends every login of one of the viewer's other devices; another user's id → 404
import { apiHandler } from '@/lib/api/handler';
import { deviceIdParamSchema } from '@/lib/account/settings-schemas';
import { signOutDevice } from '@/lib/account/settings-server';
import { AppError, ErrorCode } from '@/lib/errors';

export const POST = apiHandler({}, ({ params }) => {
  const id = deviceIdParamSchema.safeParse(params.id);
  if (!id.success) throw new AppError(ErrorCode.MissingParams, '设备不存在', { status: 404 });
  return signOutDevice(id.data);
});
