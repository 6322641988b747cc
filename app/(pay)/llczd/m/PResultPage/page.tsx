import { AppLink as Link } from '@/components/ui/app-link';
import { PayResult } from '@/components/pay/pay-result';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { readOrder } from '@/lib/order/server';
import { newActionId } from '@/lib/api/action-key';
import { href } from '@/lib/routes/hrefs';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/llczd/m/PResultPage', { description: '会员订单支付结果' }, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PayResultPage({ searchParams }: Props) {
  const { order_no: orderNo, pay_cancelled: payCancelled } = await searchParams;
  const read = typeof orderNo === 'string' && /^LC\d{8,24}$/.test(orderNo) ? await readOrder(orderNo) : null;
  return (
    <PageShell route="/llczd/m/PResultPage">
      {!read ? (
        <EmptyState title="未找到订单" action={<Link href={href('/openMember')}>去开通会员</Link>} />
      ) : read.ok ? (
        <PayResult initial={read.data} actionId={newActionId()} cancelled={payCancelled === '1'} />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
