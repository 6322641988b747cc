// POST /h5/api/invoices/appeals – a mail appeal for one of the viewer's invoices: kept and the document re-sent, once per user action
import { apiHandler } from '@/lib/api/handler';
import { appealInputSchema } from '@/lib/invoice/schemas';
import { submitAppeal } from '@/lib/invoice/server';
import { idempotencyKeyFor } from '@/lib/pay/action-key';
import { payContext } from '@/lib/pay/route-context';

export const POST = apiHandler({ input: appealInputSchema }, (ctx) => {
  const { sessionScope, actionId } = payContext(ctx);
  return submitAppeal(ctx.input, idempotencyKeyFor('appeal', sessionScope, actionId, ctx.input.invoice_no, ctx.input.kind, ctx.input.email));
});
