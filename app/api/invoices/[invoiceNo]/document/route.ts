// GET /h5/api/invoices/{invoiceNo}/document – downloads the invoice document (HTML e-invoice); another user's → 404
import { apiHandler } from '@/lib/api/handler';
import { fetchInvoiceDocument } from '@/lib/invoice/server';

export const GET = apiHandler({}, async ({ params }) => {
  const document = await fetchInvoiceDocument(params.invoiceNo);
  return new Response(document.content, {
    headers: {
      'content-type': document.content_type,
      'content-disposition': `attachment; filename="${document.file_name}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
