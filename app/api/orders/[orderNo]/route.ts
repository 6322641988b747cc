// GET /h5/api/orders/{orderNo} – one of the viewer's orders (the result page polls its status); another user's → 404
import { apiHandler } from '@/lib/api/handler';
import { fetchOrder } from '@/lib/order/server';

export const GET = apiHandler({}, ({ params }) => fetchOrder(params.orderNo));
