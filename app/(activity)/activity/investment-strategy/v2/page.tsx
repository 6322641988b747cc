import { StrategyScreen } from '@/components/events/event-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EVENT_IDS } from '@/lib/events/rules';
import { readEvent } from '@/lib/events/server';
import { currentUrl, orNotFound } from '@/lib/routes/page-params';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/activity/investment-strategy/v2', {
    description: '四位分析师解读宏观、行业与个股机会，预约开播提醒。',
  });

export default async function InvestmentStrategyPage() {
  const read = orNotFound(await readEvent(EVENT_IDS.strategy));
  const here = await currentUrl('/activity/investment-strategy/v2');
  return (
    <PageShell route="/activity/investment-strategy/v2">
      {read.ok ? <StrategyScreen event={read.data} returnTo={here} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
