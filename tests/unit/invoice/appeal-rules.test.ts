import { appealableInvoices, appealInvoiceNo } from '@/lib/invoice/rules';

const invoices = [
  { invoice_no: 'FP001', status: 'VOIDED' as const },
  { invoice_no: 'FP002', status: 'ISSUED' as const },
  { invoice_no: 'FP003', status: 'ISSUED' as const },
];

test('appealableInvoices: issued invoices only, in order (a red-voided one is not resent)', () => {
  expect(appealableInvoices(invoices).map((i) => i.invoice_no)).toEqual(['FP002', 'FP003']);
  expect(appealableInvoices([])).toEqual([]);
});

describe('appealInvoiceNo (the invoice /mailAppeal opens on)', () => {
  test('the one the link names when it may be appealed', () => {
    expect(appealInvoiceNo(invoices, 'FP003')).toBe('FP003');
  });

  test('a named voided invoice, an unknown one, or none named: the first appealable', () => {
    expect(appealInvoiceNo(invoices, 'FP001')).toBe('FP002');
    expect(appealInvoiceNo(invoices, 'FP999')).toBe('FP002');
    expect(appealInvoiceNo(invoices, undefined)).toBe('FP002');
    expect(appealInvoiceNo(invoices, ['FP003'])).toBe('FP002');
  });

  test('nothing appealable: none', () => {
    expect(appealInvoiceNo([{ invoice_no: 'FP001', status: 'VOIDED' }], 'FP001')).toBeNull();
    expect(appealInvoiceNo([], undefined)).toBeNull();
  });
});
