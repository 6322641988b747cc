// POST /h5/api/user-growth/v1/app/user/level/show – the user's growth level
import { apiHandler } from '@/lib/api/handler';
import { growthEmptyInputSchema } from '@/lib/growth/schemas';
import { readUserLevel } from '@/lib/growth/server';

export const POST = apiHandler({ auth: 'required', input: growthEmptyInputSchema }, () => readUserLevel());
