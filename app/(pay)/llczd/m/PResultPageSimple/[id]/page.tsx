import { notFound } from 'next/navigation';
import { PayResult } from '@/components/pay/pay-result';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readOrder } from '@/lib/order/server';
import { newActionId } from '@/lib/api/action-key';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/llczd/m/PResultPageSimple/{id}', { description: '会员订单支付结果' }, { robots: { index: false } });

type Props = { params: Promise<{ id: string }> };

export default async function PayResultSimplePage({ params }: Props) {
  const { id } = await params;
  if (!/^LC\d{8,24}$/.test(id)) notFound();
  const read = await readOrder(id);
  return (
    <PageShell route="/llczd/m/PResultPageSimple/{id}">
      {read.ok ? <PayResult initial={read.data} actionId={newActionId()} simple /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
