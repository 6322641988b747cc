import { apiUrl } from '@/lib/routes/hrefs';

/** The document a user downloads: the upstream's HTML e-invoice through the BFF (owner only). */
export const invoiceDocumentUrl = (invoiceNo: string) => apiUrl(`/invoices/${encodeURIComponent(invoiceNo)}/document`);
