import { ContinuePayPopup } from '@/components/pay/continue-pay-popup';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { readOrder } from '@/lib/order/server';
import { newActionId } from '@/lib/api/action-key';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/newPayPopup', {}, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewPayPopupPage({ searchParams }: Props) {
  const { order_no: orderNo } = await searchParams;
  const read = typeof orderNo === 'string' && /^LC\d{8,24}$/.test(orderNo) ? await readOrder(orderNo) : null;
  return (
    <PageShell route="/newPayPopup" header={false}>
      {!read ? (
        <EmptyState title="未找到待支付订单" />
      ) : read.ok ? (
        <ContinuePayPopup order={read.data} actionId={newActionId()} />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
