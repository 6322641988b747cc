// POST /h5/api/pay/iap/verify – an App Store receipt from the app, verified upstream (credits the order once)
import { apiHandler } from '@/lib/api/handler';
import { iapVerifyInputSchema } from '@/lib/pay/schemas';
import { verifyIapReceipt } from '@/lib/pay/server';

export const POST = apiHandler({ input: iapVerifyInputSchema }, ({ input }) => verifyIapReceipt(input));
