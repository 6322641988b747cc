// POST /h5/api/activity/stock/certification – signs the user up for a contest period
import { apiHandler } from '@/lib/api/handler';
import { stockCertificationInputSchema } from '@/lib/activity/schemas';
import { certifyForStockActivity } from '@/lib/activity/server';

export const POST = apiHandler({ auth: 'required', input: stockCertificationInputSchema }, ({ input }) =>
  certifyForStockActivity(input),
);
