import 'server-only';
import { upstreamGet, upstreamPost } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import { readAuth } from '@/lib/session/session';
import {
  appealSchema,
  appealsSchema,
  invoiceCandidatesSchema,
  invoiceDocumentSchema,
  invoiceSchema,
  invoicesSchema,
  type InvoiceApply,
  type appealInputSchema,
} from './schemas';
import type { z } from 'zod';

/** Invoices through the upstream invoice module (one per paid order, the amount is the order's). */
export async function readInvoiceCandidates() {
  const auth = await readAuth();
  return readPersonal('/invoices/candidates', () =>
    upstreamGet('/invoices/candidates', invoiceCandidatesSchema, { auth }).then((answer) => answer.candidates),
  );
}

export function fetchInvoices() {
  return upstreamGet('/invoices', invoicesSchema);
}

export async function readInvoices() {
  const auth = await readAuth();
  return readPersonal('/invoices', () =>
    upstreamGet('/invoices', invoicesSchema, { auth }).then((answer) => answer.invoices),
  );
}

export async function readAppeals(invoiceNo: string) {
  const auth = await readAuth();
  return readPersonal(`/invoices/${invoiceNo}/appeals`, () =>
    upstreamGet(`/invoices/${encodeURIComponent(invoiceNo)}/appeals`, appealsSchema, { auth }).then(
      (answer) => answer.appeals,
    ),
  );
}

export function fetchInvoice(invoiceNo: string) {
  return upstreamGet(`/invoices/${encodeURIComponent(invoiceNo)}`, invoiceSchema);
}

export function fetchInvoiceDocument(invoiceNo: string) {
  return upstreamGet(`/invoices/${encodeURIComponent(invoiceNo)}/document`, invoiceDocumentSchema);
}

/** One invoice per Idempotency-Key, and one per order whatever the keys. */
export function applyInvoice(input: InvoiceApply, idempotencyKey: string) {
  return upstreamPost('/invoices', invoiceSchema, { body: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function submitAppeal(input: z.infer<typeof appealInputSchema>, idempotencyKey: string) {
  return upstreamPost('/invoices/appeals', appealSchema, {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
