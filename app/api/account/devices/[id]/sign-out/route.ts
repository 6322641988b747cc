// POST /h5/api/account/devices/{id}/sign-out – ends every login of one of the viewer's other devices; another user's id → 404
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { signOutDevice } from '@/lib/account/settings-server';

export const POST = apiHandler({ params: idParams('id', '设备不存在') }, ({ params }) => signOutDevice(params.id));
