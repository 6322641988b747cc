// GET|POST /h5/api/invoices – the viewer's invoices | applies for the 电子普票 of one paid order, once per user action and order
import { apiHandler } from '@/lib/api/handler';
import { invoiceApplySchema } from '@/lib/invoice/schemas';
import { applyInvoice, fetchInvoices } from '@/lib/invoice/server';

export const GET = apiHandler({}, () => fetchInvoices());

export const POST = apiHandler(
  { input: invoiceApplySchema, idempotent: { scope: 'invoice', choice: (input) => [input.order_no] } },
  (ctx) => applyInvoice(ctx.input, ctx.idempotencyKey),
);
