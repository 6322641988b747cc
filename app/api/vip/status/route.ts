// GET /h5/api/vip/status – the user's VIP level (NONE / VIP / SVIP ↔ 1 / 2 / 3)
import { apiHandler } from '@/lib/api/handler';
import { readVipStatus } from '@/lib/vip/server';

export const GET = apiHandler({ auth: 'required' }, () => readVipStatus());
