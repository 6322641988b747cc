import { randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  appealInputSchema,
  invoiceApplySchema,
  type appealSchema,
  type invoiceCandidateSchema,
  type invoiceDocumentSchema,
  type invoiceSchema,
} from '@/lib/invoice/schemas';
import {
  APPEAL_KINDS,
  INVOICE_STATUS_LABELS,
  invoiceRefusal,
  TITLE_TYPE_LABELS,
  type AppealKind,
} from '@/lib/invoice/rules';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { formatFen } from '@/lib/format/fen';
import { parseBody } from '@/upstream/core/body';
import { idempotencyKeyOf, moneyQueue, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type UpstreamModule } from '@/upstream/core/types';
import { closeOverdueOrders, findOrderRow, orderView } from './order';
import { escapeHtml } from './pay';

/**
 * Electronic ordinary invoices (电子普票) for paid orders: one invoice per order (a UNIQUE order_no:
 * a double tap or a race makes one), the amount is the order's paid amount (never the caller's),
 * issued at once by the sandbox tax platform with a 20-digit number; the document is an HTML rendition
 * generated here. A refund voids (红冲) it (upstream/commerce/refund.ts). A mail appeal re-sends the
 * document to an address and is kept with the invoice; mail goes to a development outbox.
 */
type InvoiceView = z.input<typeof invoiceSchema>;
const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';
const SELLER = { name: '深圳市财蛋信息科技有限公司', tax_no: '91440300MA5FXXK570' };

function invoiceView(row: Record<string, unknown>): InvoiceView {
  return {
    invoice_no: String(row.invoice_no),
    order_no: String(row.order_no),
    title_type: String(row.title_type) as InvoiceView['title_type'],
    title: String(row.title),
    tax_no: String(row.tax_no),
    email: String(row.email),
    amount_fen: Number(row.amount_fen),
    item: String(row.item),
    status: String(row.status) as InvoiceView['status'],
    number: String(row.number),
    issued_at: String(row.issued_at),
    voided_at: (row.voided_at as string | null) ?? null,
  };
}

async function findInvoice(db: Db, userId: number, invoiceNo: string) {
  const row = (
    await db.execute({ sql: 'SELECT * FROM invoices WHERE invoice_no = ? AND user_id = ?', args: [invoiceNo, userId] })
  ).rows[0];
  if (!row) throw new UpstreamError(1003, '发票不存在', 404);
  return invoiceView(row as Record<string, unknown>);
}

async function candidates(db: Db, userId: number): Promise<z.input<typeof invoiceCandidateSchema>[]> {
  await closeOverdueOrders(db);
  const rows = await db.execute({
    sql: "SELECT o.*, i.invoice_no FROM orders o LEFT JOIN invoices i ON i.order_no = o.order_no WHERE o.user_id = ? AND o.status IN ('PAID', 'REFUNDING', 'REFUNDED') ORDER BY o.paid_at DESC LIMIT 100",
    args: [userId],
  });
  return rows.rows.map((row) => {
    const order = orderView(row as Record<string, unknown>);
    const invoiceNo = (row.invoice_no as string | null) ?? null;
    return { order, invoice_no: invoiceNo, refusal: invoiceNo ? '该订单已开具发票' : invoiceRefusal(order) };
  });
}

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(0, 10))).join('');
}

/** A serial: prefix, the China-time date and random digits ('FP20261120…'; the 20-digit invoice number starts with the year). */
function newSerial(prefix: string, digits: number) {
  return `${prefix}${formatChinaDateTime(new Date().toISOString()).slice(0, 10).replace(/-/g, '')}${randomDigits(digits)}`;
}

export function applyInvoice(db: Db, userId: number, input: z.infer<typeof invoiceApplySchema>) {
  // On the money queue: the order's state is read and the invoice written with no refund in between.
  return moneyQueue(async () => {
    const now = new Date();
    await closeOverdueOrders(db, now);
    const order = orderView(await findOrderRow(db, userId, input.order_no), now);
    const refusal = invoiceRefusal(order);
    if (refusal) throw new UpstreamError(1003, refusal, 409);
    const invoiceNo = newSerial('FP', 12);
    const at = now.toISOString();
    const inserted = await db.execute({
      sql: `INSERT OR IGNORE INTO invoices (invoice_no, user_id, order_no, title_type, title, tax_no, email, amount_fen, item, status, number, issued_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'ISSUED', ?, ?)`,
      args: [
        invoiceNo,
        userId,
        order.order_no,
        input.title_type,
        input.title,
        input.tax_no,
        input.email,
        order.paid_fen,
        `*信息技术服务*${order.sku.name}`,
        `${formatChinaDateTime(at).slice(2, 4)}${randomDigits(18)}`,
        at,
      ],
    });
    if (inserted.rowsAffected !== 1) throw new UpstreamError(1003, '该订单已开具发票', 409);
    await sendMail(db, input.email, invoiceNo, at);
    return findInvoice(db, userId, invoiceNo);
  });
}

async function sendMail(db: Db, email: string, invoiceNo: string, at: string) {
  await db.execute({
    sql: 'INSERT INTO mail_outbox (to_email, subject, invoice_no, sent_at) VALUES (?, ?, ?, ?)',
    args: [email, `您的电子发票 ${invoiceNo}`, invoiceNo, at],
  });
}

/** The document: an HTML rendition of the e-invoice (buyer, seller, item, amount, number, status). */
function invoiceDocument(invoice: InvoiceView): z.input<typeof invoiceDocumentSchema> {
  const cell = (label: string, value: string) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const voided = invoice.status === 'VOIDED' ? '<p class="void">本发票已红冲作废</p>' : '';
  const content = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>电子发票（普通发票）${escapeHtml(invoice.number)}</title>
<style>body{font-family:sans-serif;margin:0;padding:16px;color:#1f2329;background:#fff}h1{font-size:20px;text-align:center;color:#8a1c1c}table{width:100%;border-collapse:collapse;margin:12px 0}th,td{border:1px solid #b55;padding:8px;text-align:left;font-size:14px}th{width:34%;color:#8a1c1c;font-weight:600}.void{color:#b00;font-weight:700;text-align:center}</style></head>
<body><h1>电子发票（普通发票）</h1>${voided}<table>
${cell('发票号码', invoice.number)}${cell('开票日期', formatChinaDateTime(invoice.issued_at).slice(0, 10))}
${cell('购买方名称', invoice.title)}${cell('购买方类型', TITLE_TYPE_LABELS[invoice.title_type])}${invoice.tax_no ? cell('购买方纳税人识别号', invoice.tax_no) : ''}
${cell('销售方名称', SELLER.name)}${cell('销售方纳税人识别号', SELLER.tax_no)}
${cell('项目名称', invoice.item)}${cell('价税合计（小写）', `¥${formatFen(invoice.amount_fen)}`)}
${cell('关联订单', invoice.order_no)}${cell('状态', INVOICE_STATUS_LABELS[invoice.status])}
</table></body></html>`;
  return { file_name: `invoice-${invoice.invoice_no}.html`, content_type: 'text/html; charset=utf-8', content };
}

function appealView(row: Record<string, unknown>): z.input<typeof appealSchema> {
  return {
    id: Number(row.id),
    invoice_no: String(row.invoice_no),
    kind: String(row.kind) as AppealKind,
    email: String(row.email),
    note: String(row.note),
    status: 'RESENT',
    created_at: String(row.created_at),
  };
}

export const invoiceModule: UpstreamModule = {
  name: 'invoice',
  version: 1,
  tables: ['invoice_appeals', 'mail_outbox', 'invoices'],
  schema: [
    `CREATE TABLE IF NOT EXISTS invoices (
       id INTEGER PRIMARY KEY AUTOINCREMENT, invoice_no TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL REFERENCES users(id),
       order_no TEXT NOT NULL UNIQUE REFERENCES orders(order_no), title_type TEXT NOT NULL CHECK (title_type IN ('PERSONAL', 'COMPANY')),
       title TEXT NOT NULL, tax_no TEXT NOT NULL, email TEXT NOT NULL, amount_fen INTEGER NOT NULL CHECK (amount_fen > 0), item TEXT NOT NULL,
       status TEXT NOT NULL CHECK (status IN ('ISSUED', 'VOIDED')), number TEXT NOT NULL, issued_at TEXT NOT NULL, voided_at TEXT)`,
    'CREATE INDEX IF NOT EXISTS invoices_user ON invoices (user_id, id)',
    `CREATE TABLE IF NOT EXISTS invoice_appeals (
       id INTEGER PRIMARY KEY AUTOINCREMENT, invoice_no TEXT NOT NULL REFERENCES invoices(invoice_no), user_id INTEGER NOT NULL,
       kind TEXT NOT NULL, email TEXT NOT NULL, note TEXT NOT NULL, created_at TEXT NOT NULL)`,
    'CREATE TABLE IF NOT EXISTS mail_outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, to_email TEXT NOT NULL, subject TEXT NOT NULL, invoice_no TEXT NOT NULL, sent_at TEXT NOT NULL)',
  ],
  routes(router) {
    router.get('/invoices/candidates', async (ctx) => ({
      candidates: await candidates(ctx.db, (await ctx.requireUser()).id),
    }));

    router.get('/invoices', async (ctx) => {
      const user = await ctx.requireUser();
      const rows = await ctx.db.execute({
        sql: 'SELECT * FROM invoices WHERE user_id = ? ORDER BY id DESC LIMIT 100',
        args: [user.id],
      });
      return { invoices: rows.rows.map((row) => invoiceView(row as Record<string, unknown>)) };
    });

    router.post('/invoices', async (ctx) => {
      const user = await ctx.requireUser();
      const key = idempotencyKeyOf(ctx);
      const input = parseBody(invoiceApplySchema, ctx);
      return withIdempotency(ctx.db, { scope: 'invoice.apply', userId: user.id, key, request: input }, () =>
        applyInvoice(ctx.db, user.id, input),
      );
    });

    router.get('/invoices/:invoice_no', async (ctx) =>
      findInvoice(ctx.db, (await ctx.requireUser()).id, ctx.params.invoice_no),
    );

    router.get('/invoices/:invoice_no/document', async (ctx) =>
      invoiceDocument(await findInvoice(ctx.db, (await ctx.requireUser()).id, ctx.params.invoice_no)),
    );

    router.get('/invoices/:invoice_no/appeals', async (ctx) => {
      const user = await ctx.requireUser();
      await findInvoice(ctx.db, user.id, ctx.params.invoice_no);
      const rows = await ctx.db.execute({
        sql: 'SELECT * FROM invoice_appeals WHERE invoice_no = ? ORDER BY id DESC',
        args: [ctx.params.invoice_no],
      });
      return { appeals: rows.rows.map((row) => appealView(row as Record<string, unknown>)) };
    });

    router.post('/invoices/appeals', async (ctx) => {
      const user = await ctx.requireUser();
      const key = idempotencyKeyOf(ctx);
      const input = parseBody(appealInputSchema, ctx);
      return withIdempotency(ctx.db, { scope: 'invoice.appeal', userId: user.id, key, request: input }, async () => {
        const invoice = await findInvoice(ctx.db, user.id, input.invoice_no);
        if (invoice.status === 'VOIDED') throw new UpstreamError(1003, '该发票已红冲作废，无法重新发送', 409);
        const at = new Date().toISOString();
        const [inserted] = await ctx.db.batch(
          [
            {
              sql: 'INSERT INTO invoice_appeals (invoice_no, user_id, kind, email, note, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
              args: [invoice.invoice_no, user.id, input.kind, input.email, input.note, at],
            },
            {
              sql: 'INSERT INTO mail_outbox (to_email, subject, invoice_no, sent_at) VALUES (?, ?, ?, ?)',
              args: [
                input.email,
                `【重新发送】您的电子发票 ${invoice.invoice_no}（${APPEAL_KINDS[input.kind]}）`,
                invoice.invoice_no,
                at,
              ],
            },
          ],
          'write',
        );
        return appealView(inserted.rows[0] as Record<string, unknown>);
      });
    });

    // Development only: the mail a user would receive.
    router.get('/__dev/mail', async (ctx) => {
      if (!devRoutesEnabled()) throw new UpstreamError(404, '接口不存在', 404);
      const rows = await ctx.db.execute({
        sql: 'SELECT to_email, subject, invoice_no, sent_at FROM mail_outbox WHERE to_email = ? ORDER BY id',
        args: [ctx.query.get('email') ?? ''],
      });
      return { mail: rows.rows.map((row) => ({ ...row })) };
    });
  },
};
