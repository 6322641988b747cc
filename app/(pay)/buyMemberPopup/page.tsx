import { PlanSheetPopup } from '@/components/pay/plan-sheet-popup';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { membershipPopupParams } from '@/lib/bridge/membership-params';
import { popupPlansOfTier } from '@/lib/member/rules';
import { readPromotedPlans } from '@/lib/member/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/buyMemberPopup', {}, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §3 membership popup parameters: level, business_id, source_id, clue_id. */
export default async function BuyMemberPopupPage({ searchParams }: Props) {
  const params = membershipPopupParams(await searchParams);
  const plans = await readPromotedPlans();
  return (
    <PageShell route="/buyMemberPopup" header={false}>
      {plans.ok ? (
        <PlanSheetPopup
          title={`开通${params.level}会员`}
          plans={popupPlansOfTier(plans.data, params.level)}
          source={params.source_id ?? params.business_id ?? 'buy_member_popup'}
          nativeParams={params}
        />
      ) : (
        <ReadError error={plans.error} />
      )}
    </PageShell>
  );
}
