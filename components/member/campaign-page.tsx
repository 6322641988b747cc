import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { AsOf } from '@/components/ui/states';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { readCampaign, readMembership, readPromotedCampaign } from '@/lib/member/server';
import { pageUrl, type StaticRoutePath } from '@/lib/routes/hrefs';
import { shareMetadata } from '@/lib/share/metadata';
import { CampaignScreen } from './campaign-screen';

/** A campaign route: the page names its manifest path and the upstream campaign slug, nothing else. */
export async function CampaignPage({ route, slug }: { route: StaticRoutePath; slug: string }) {
  const [campaign, membership] = await Promise.all([readPromotedCampaign(slug), readMembership()]);
  return (
    <PageShell route={route} ownHeading>
      {campaign.ok ? (
        <>
          {campaign.stale ? <AsOf time={formatChinaDateTime(new Date(campaign.asOf).toISOString())} stale /> : null}
          <CampaignScreen
            campaign={campaign.data}
            membership={membership.ok ? membership.data : null}
            returnTo={pageUrl(route)}
          />
        </>
      ) : (
        <ReadError error={campaign.error} />
      )}
    </PageShell>
  );
}

/** The share card of a campaign: its own hero line. */
export async function campaignMetadata(route: StaticRoutePath, slug: string) {
  const campaign = await readCampaign(slug);
  return shareMetadata(
    route,
    campaign.ok ? { title: campaign.data.hero_title, description: campaign.data.hero_subtitle } : {},
  );
}
