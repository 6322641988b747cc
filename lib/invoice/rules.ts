/**
 * Invoice rules without zod (the apply form runs them in the browser too): 电子普票 for 个人 or
 * 企业; a company's 税号 is its 18-character unified social credit code (GB 32100-2015).
 */
export type InvoiceTitleType = 'PERSONAL' | 'COMPANY';
export type InvoiceStatus = 'ISSUED' | 'VOIDED';

export const TITLE_TYPE_LABELS: Record<InvoiceTitleType, string> = { PERSONAL: '个人', COMPANY: '企业' };
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { ISSUED: '已开具', VOIDED: '已红冲' };

/** GB 32100-2015: the 31 characters a code may use (no I, O, Z, S, V) and the weights of positions 1–17. */
const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character (position 18) of the first 17 characters, or null when they are not a code body. */
export function usccCheckCharacter(body: string): string | null {
  if (body.length !== 17) return null;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = USCC_CHARSET.indexOf(body[index]);
    if (value < 0) return null;
    sum += value * USCC_WEIGHTS[index];
  }
  return USCC_CHARSET[(31 - (sum % 31)) % 31];
}

/** An 18-character unified social credit code: the charset, the 6-digit division code (positions 3–8) and the check character. */
export function isUnifiedSocialCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  return usccCheckCharacter(code.slice(0, 17)) === code[17];
}

export const TAX_NO_MESSAGE = '请填写正确的纳税人识别号（18位统一社会信用代码）';
export const EMAIL_MESSAGE = '请填写正确的邮箱地址';
export const TITLE_MESSAGE = '请填写发票抬头';
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export interface InvoiceDraft {
  title_type: InvoiceTitleType;
  title: string;
  tax_no: string;
  email: string;
}

/** The first field error of a draft as { field, message }, or null: the form and the server say the same. */
export function invoiceDraftError(draft: InvoiceDraft): { field: keyof InvoiceDraft; message: string } | null {
  const title = draft.title.trim();
  if (title.length < 2 || title.length > 100)
    return { field: 'title', message: draft.title_type === 'COMPANY' ? '请填写企业全称' : TITLE_MESSAGE };
  if (draft.title_type === 'COMPANY' && !isUnifiedSocialCreditCode(draft.tax_no.trim().toUpperCase()))
    return { field: 'tax_no', message: TAX_NO_MESSAGE };
  if (draft.title_type === 'PERSONAL' && draft.tax_no.trim() !== '')
    return { field: 'tax_no', message: '个人抬头无需填写税号' };
  if (draft.email.trim().length > 100 || !EMAIL_PATTERN.test(draft.email.trim()))
    return { field: 'email', message: EMAIL_MESSAGE };
  return null;
}

export interface InvoiceableOrder {
  status: 'PENDING' | 'PAID' | 'CLOSED' | 'REFUNDING' | 'REFUNDED';
  channel: 'iap' | 'app' | 'jsapi' | 'h5' | null;
  paid_fen: number | null;
}

/** Why this order cannot be invoiced (before looking for an existing invoice), or null. */
export function invoiceRefusal(order: InvoiceableOrder): string | null {
  if (order.status === 'REFUNDING' || order.status === 'REFUNDED') return '退款中或已退款的订单不能开票';
  if (order.status !== 'PAID') return '仅已支付的订单可以开票';
  if (order.channel === 'iap') return 'App Store 购买的订单由 Apple 提供收据，不能开票';
  if (!order.paid_fen || order.paid_fen <= 0) return '该订单无实付金额';
  return null;
}

export const APPEAL_KINDS = { NOT_RECEIVED: '未收到发票邮件', WRONG_EMAIL: '邮箱填写错误', OTHER: '其他问题' } as const;
export type AppealKind = keyof typeof APPEAL_KINDS;

/** An email shown masked: 'zh***@example.com'. */
export function maskEmail(email: string): string {
  const [name, domain] = email.split('@');
  if (!domain) return email;
  return `${name.slice(0, 2)}***@${domain}`;
}

/** Invoices a mail appeal may be made for: issued ones (a red-voided invoice is not sent again). */
export function appealableInvoices<I extends { status: InvoiceStatus }>(invoices: readonly I[]): I[] {
  return invoices.filter((invoice) => invoice.status === 'ISSUED');
}

/** The invoice /mailAppeal opens on: the one the link names if it may be appealed, else the first that may, else none. */
export function appealInvoiceNo(
  invoices: ReadonlyArray<{ invoice_no: string; status: InvoiceStatus }>,
  named: unknown,
): string | null {
  const open = appealableInvoices(invoices);
  return open.find((invoice) => invoice.invoice_no === named)?.invoice_no ?? open[0]?.invoice_no ?? null;
}
