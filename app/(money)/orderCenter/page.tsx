import { ORDER_TABS, OrderList, type OrderTab } from '@/components/order-center/order-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readOrders } from '@/lib/order/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/orderCenter', { description: '全部订单、待支付、已支付与退款' }, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OrderCenterPage({ searchParams }: Props) {
  const { tab } = await searchParams;
  const current: OrderTab = ORDER_TABS.find((item) => item.key === tab)?.key ?? 'all';
  const orders = await readOrders();
  return (
    <PageShell route="/orderCenter">
      {orders.ok ? <OrderList orders={orders.data} tab={current} /> : <ReadError error={orders.error} />}
    </PageShell>
  );
}
