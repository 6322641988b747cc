import { PlanSheetPopup } from '@/components/pay/plan-sheet-popup';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { readPromotedPlans } from '@/lib/member/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/skuPayPopup', {}, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One sku on offer (e.g. the §9 pre-pay and coupon-gift skus from a live room or an article). */
export default async function SkuPayPopupPage({ searchParams }: Props) {
  const { sku_id: skuId, source } = await searchParams;
  const plans = await readPromotedPlans();
  const plan = plans.ok ? plans.data.find((candidate) => String(candidate.sku_id) === skuId) : undefined;
  return (
    <PageShell route="/skuPayPopup" header={false}>
      {!plans.ok ? (
        <ReadError error={plans.error} />
      ) : plan ? (
        <PlanSheetPopup
          title={plan.prepay ? `${plan.name}（预付）` : plan.name}
          plans={[plan]}
          source={typeof source === 'string' && /^[\w-]{1,40}$/.test(source) ? source : 'sku_pay_popup'}
        />
      ) : (
        <EmptyState title="商品不存在或已下架" />
      )}
    </PageShell>
  );
}
