import { AppLink as Link } from '@/components/ui/app-link';
import { ConfirmInvoiceScreen } from '@/components/invoice/confirm-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { invoiceApplySchema } from '@/lib/invoice/schemas';
import { readInvoiceCandidates } from '@/lib/invoice/server';
import { newActionId } from '@/lib/api/action-key';
import { href } from '@/lib/routes/hrefs';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata(
    '/apply-invoice/confirm',
    { description: '核对发票抬头、税号、邮箱与金额' },
    { robots: { index: false } },
  );

/** The schema's own Chinese message for the first bad field (zod's English defaults never reach a user). */
const firstMessage = (issues: ReadonlyArray<{ message: string }>) =>
  /[\u3400-\u9fff]/.test(issues[0]?.message ?? '') ? issues[0].message : '请先填写开票信息';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ConfirmInvoicePage({ searchParams }: Props) {
  const query = await searchParams;
  const pick = (key: string) => (typeof query[key] === 'string' ? query[key] : undefined);
  const fields = {
    order_no: pick('order_no'),
    title_type: pick('title_type'),
    title: pick('title'),
    tax_no: pick('tax_no') ?? '',
    email: pick('email'),
  };
  const parsed = invoiceApplySchema.safeParse(fields);
  const back = <Link href={href('/apply-invoice', { ...fields, order_no: fields.order_no })}>返回修改</Link>;
  if (!parsed.success) {
    return (
      <PageShell route="/apply-invoice/confirm">
        <EmptyState title={firstMessage(parsed.error.issues)} action={back} />
      </PageShell>
    );
  }
  const { order_no: orderNo, ...draft } = parsed.data;
  const candidates = await readInvoiceCandidates();
  const candidate = candidates.ok ? candidates.data.find((item) => item.order.order_no === orderNo) : undefined;
  return (
    <PageShell route="/apply-invoice/confirm">
      {!candidates.ok ? (
        <ReadError error={candidates.error} />
      ) : !candidate ? (
        <EmptyState title="未找到该订单" action={back} />
      ) : (
        <ConfirmInvoiceScreen candidate={candidate} draft={draft} actionId={newActionId()} />
      )}
    </PageShell>
  );
}
