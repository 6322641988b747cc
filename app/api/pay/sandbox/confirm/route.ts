// POST /h5/api/pay/sandbox/confirm – the sandbox provider's confirmation (WeChat client, Android SDK, App Store); local upstream only
import { apiHandler } from '@/lib/api/handler';
import { sandboxConfirmInputSchema } from '@/lib/pay/schemas';
import { sandboxConfirm } from '@/lib/pay/server';

export const POST = apiHandler({ input: sandboxConfirmInputSchema }, ({ input }) => sandboxConfirm(input));
