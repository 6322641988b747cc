// GET|POST /h5/api/invoices – the viewer's invoices | applies for the 电子普票 of one paid order, once per user action and order
import { apiHandler } from '@/lib/api/handler';
import { invoiceApplySchema } from '@/lib/invoice/schemas';
import { applyInvoice, fetchInvoices } from '@/lib/invoice/server';
import { idempotencyKeyFor } from '@/lib/pay/action-key';
import { payContext } from '@/lib/pay/route-context';

export const GET = apiHandler({}, () => fetchInvoices());

export const POST = apiHandler({ input: invoiceApplySchema }, (ctx) => {
  const { sessionScope, actionId } = payContext(ctx);
  return applyInvoice(ctx.input, idempotencyKeyFor('invoice', sessionScope, actionId, ctx.input.order_no));
});
