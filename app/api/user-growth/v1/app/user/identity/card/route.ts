// POST /h5/api/user-growth/v1/app/user/identity/card – the user's identity card in the equity centre
import { apiHandler } from '@/lib/api/handler';
import { growthEmptyInputSchema } from '@/lib/growth/schemas';
import { readIdentityCard } from '@/lib/growth/server';

export const POST = apiHandler({ auth: 'required', input: growthEmptyInputSchema }, () => readIdentityCard());
