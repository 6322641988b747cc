import { RefundScreen } from '@/components/order-center/refund-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { readRefundState } from '@/lib/order/server';
import { newActionId } from '@/lib/api/action-key';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/llczd/m/refund', { description: '退款原因、可退金额与退款进度' }, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RefundPage({ searchParams }: Props) {
  const { orderNo } = await searchParams;
  const read = typeof orderNo === 'string' && /^LC\d{8,24}$/.test(orderNo) ? await readRefundState(orderNo) : null;
  return (
    <PageShell route="/llczd/m/refund">
      {!read ? (
        <EmptyState title="未找到该订单" />
      ) : read.ok ? (
        <RefundScreen state={read.data} actionId={newActionId()} />
      ) : (
        <ReadError error={read.error} notFoundTitle="未找到该订单" />
      )}
    </PageShell>
  );
}
