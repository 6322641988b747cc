import { AutoRenewPanel } from '@/components/member/auto-renew-panel';
import { OrderDetail } from '@/components/order-center/order-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { readInvoices } from '@/lib/invoice/server';
import { autoRenewalsOfPlan } from '@/lib/member/rules';
import { readMyAutoRenewals } from '@/lib/member/server';
import { readOrder } from '@/lib/order/server';
import { newActionId } from '@/lib/api/action-key';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata(
    '/orderCenter/orderDetail',
    { description: '订单金额、支付方式与服务期' },
    { robots: { index: false } },
  );

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OrderDetailPage({ searchParams }: Props) {
  const { orderNo } = await searchParams;
  const valid = typeof orderNo === 'string' && /^LC\d{8,24}$/.test(orderNo);
  const [read, invoices] = valid ? await Promise.all([readOrder(orderNo), readInvoices()]) : [null, null];
  const invoice = invoices?.ok ? (invoices.data.find((item) => item.order_no === orderNo) ?? null) : null;
  // The subscription this order signed up for or renewed (one per plan).
  const order = read?.ok ? read.data : null;
  const subscriptions = order?.sku.auto_renew ? autoRenewalsOfPlan(await readMyAutoRenewals(), order.sku.plan_id) : [];
  const autoRenew =
    subscriptions.length > 0 ? (
      <AutoRenewPanel subscriptions={subscriptions} actionId={newActionId()} heading="自动续费" />
    ) : undefined;
  return (
    <PageShell route="/orderCenter/orderDetail">
      {!read ? (
        <EmptyState title="未找到该订单" />
      ) : read.ok ? (
        <OrderDetail
          order={read.data}
          afterSale={invoices?.ok ? { invoice, now: new Date() } : undefined}
          autoRenew={autoRenew}
        />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
