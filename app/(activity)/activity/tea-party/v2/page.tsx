import { TeaPartyScreen } from '@/components/events/event-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EVENT_IDS } from '@/lib/events/rules';
import { readEvent } from '@/lib/events/server';
import { currentUrl, orNotFound } from '@/lib/routes/page-params';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/activity/tea-party/v2', { description: '与资深投顾面对面，限额免费报名，每人限 1 席。' });

export default async function TeaPartyPage() {
  const read = orNotFound(await readEvent(EVENT_IDS.teaParty));
  const here = await currentUrl('/activity/tea-party/v2');
  return (
    <PageShell route="/activity/tea-party/v2">
      {read.ok ? <TeaPartyScreen event={read.data} returnTo={here} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
