// GET /h5/api/invoices/{invoiceNo} – one of the viewer's invoices; another user's → 404
import { apiHandler } from '@/lib/api/handler';
import { fetchInvoice } from '@/lib/invoice/server';

export const GET = apiHandler({}, ({ params }) => fetchInvoice(params.invoiceNo));
