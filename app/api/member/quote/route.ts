// GET /h5/api/member/quote?plan_id=…&coupon=auto|none|<id>&source=… – the price of a plan for the viewer, coupons offered, suitability gate
import { apiHandler } from '@/lib/api/handler';
import { quoteInputSchema } from '@/lib/member/inputs';
import { fetchQuote } from '@/lib/pay/server';

export const GET = apiHandler({ input: quoteInputSchema }, ({ auth, input }) =>
  fetchQuote(auth, input.plan_id, input.coupon, input.source),
);
