import { PlanSheetPopup } from '@/components/pay/plan-sheet-popup';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readPromotedCampaign } from '@/lib/member/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/universalPopup', {}, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Any campaign's plan set as a popup over an app screen (?campaign=vip-sale2; default the open-member set). */
export default async function UniversalPopupPage({ searchParams }: Props) {
  const { campaign: slug } = await searchParams;
  const campaign = await readPromotedCampaign(
    typeof slug === 'string' && /^[\w-]{1,40}$/.test(slug) ? slug : 'openMember',
  );
  return (
    <PageShell route="/universalPopup" header={false}>
      {campaign.ok ? (
        <PlanSheetPopup title={campaign.data.hero_title} plans={campaign.data.plans} source={campaign.data.source} />
      ) : (
        <ReadError error={campaign.error} />
      )}
    </PageShell>
  );
}
