import { UsableCoupons } from '@/components/order-center/order-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readQuote } from '@/lib/pay/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/useFulCoupon', { description: '本单可用的优惠券' }, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Coupons for the plan being bought (?plan_id=, default the monthly VIP), as the pay page would offer them. */
export default async function UsefulCouponPage({ searchParams }: Props) {
  const { plan_id: raw } = await searchParams;
  const planId = typeof raw === 'string' && /^[\w-]{1,40}$/.test(raw) ? raw : 'vip-month';
  const quote = await readQuote(planId);
  return (
    <PageShell route="/useFulCoupon">
      {quote.ok ? (
        <UsableCoupons planName={quote.data.plan.name} coupons={quote.data.coupons} />
      ) : (
        <ReadError error={quote.error} />
      )}
    </PageShell>
  );
}
