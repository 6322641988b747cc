import { OrderDetail } from '@/components/order-center/order-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { readOrder } from '@/lib/order/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/orderCenter/orderDetail', { description: '订单金额、支付方式与服务期' }, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OrderDetailPage({ searchParams }: Props) {
  const { orderNo } = await searchParams;
  const read = typeof orderNo === 'string' && /^LC\d{8,24}$/.test(orderNo) ? await readOrder(orderNo) : null;
  return <PageShell route="/orderCenter/orderDetail">{!read ? <EmptyState title="未找到该订单" /> : read.ok ? <OrderDetail order={read.data} /> : <ReadError error={read.error} />}</PageShell>;
}
