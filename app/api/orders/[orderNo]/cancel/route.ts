// POST /h5/api/orders/{orderNo}/cancel – closes one of the viewer's pending orders (its coupon is released)
import { apiHandler } from '@/lib/api/handler';
import { cancelOrder } from '@/lib/order/server';

export const POST = apiHandler({}, ({ params }) => cancelOrder(params.orderNo));
