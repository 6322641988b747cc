import { headers } from 'next/headers';
import { AppLink as Link } from '@/components/ui/app-link';
import { PayScreen } from '@/components/pay/pay-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { newActionId } from '@/lib/api/action-key';
import { channelOf, readQuote } from '@/lib/pay/server';
import { href } from '@/lib/routes/hrefs';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/pay', { description: '确认会员订单并支付' }, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const idOf = (value: string | string[] | undefined) =>
  typeof value === 'string' && /^[\w-]{1,40}$/.test(value) ? value : null;

export default async function PayPage({ searchParams }: Props) {
  const query = await searchParams;
  const planId = idOf(query.plan_id);
  const read = planId ? await readQuote(planId, idOf(query.source)) : null;
  const channel = channelOf(await headers());
  return (
    <PageShell route="/pay">
      {!read ? (
        <EmptyState title="请先选择会员套餐" action={<Link href={href('/openMember')}>去选择套餐</Link>} />
      ) : read.ok ? (
        <PayScreen initial={read.data} actionId={newActionId()} channel={channel} source={idOf(query.source)} />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
