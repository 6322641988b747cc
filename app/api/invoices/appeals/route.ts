// POST /h5/api/invoices/appeals – a mail appeal for one of the viewer's invoices: kept and the document re-sent, once per user action
import { apiHandler } from '@/lib/api/handler';
import { appealInputSchema } from '@/lib/invoice/schemas';
import { submitAppeal } from '@/lib/invoice/server';

export const POST = apiHandler(
  {
    input: appealInputSchema,
    idempotent: { scope: 'appeal', choice: (input) => [input.invoice_no, input.kind, input.email] },
  },
  (ctx) => submitAppeal(ctx.input, ctx.idempotencyKey),
);
