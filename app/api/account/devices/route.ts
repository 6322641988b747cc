// GET /h5/api/account/devices – the viewer's logged-in devices, this device flagged
import { apiHandler } from '@/lib/api/handler';
import { fetchLoginDevices } from '@/lib/account/settings-server';

export const GET = apiHandler({}, () => fetchLoginDevices());
