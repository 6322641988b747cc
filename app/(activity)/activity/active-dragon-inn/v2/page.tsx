import { DragonInnScreen } from '@/components/events/event-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EVENT_IDS } from '@/lib/events/rules';
import { readEvent } from '@/lib/events/server';
import { currentUrl, orNotFound } from '@/lib/routes/page-params';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/activity/active-dragon-inn/v2', { description: '每天打卡一次，7 天累计领取财蛋奖励。' });

export default async function DragonInnPage() {
  const read = orNotFound(await readEvent(EVENT_IDS.dragonInn));
  const here = await currentUrl('/activity/active-dragon-inn/v2');
  return (
    <PageShell route="/activity/active-dragon-inn/v2">
      {read.ok ? <DragonInnScreen event={read.data} returnTo={here} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
