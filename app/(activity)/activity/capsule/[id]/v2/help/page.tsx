import { CapsuleHelpMissing, CapsuleHelpScreen } from '@/components/activity-hub/capsule-more-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { currentUrl, orNotFound, pageId } from '@/lib/routes/page-params';
import { readCapsuleHelpTarget } from '@/lib/activity-hub/server';
import { inviteCodeSchema } from '@/lib/activity-hub/schemas';
import { hasSession } from '@/lib/session/session';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ code?: string | string[] }> };

export const generateMetadata = () =>
  shareMetadata('/activity/capsule/{id}/v2/help', { description: '好友邀请你为 TA 的选股时光胶囊助力。' });

export default async function CapsuleHelpPage({ params, searchParams }: Props) {
  const id = await pageId(params, 'id');
  const code = inviteCodeSchema.safeParse((await searchParams).code);
  if (!code.success) {
    return (
      <PageShell route="/activity/capsule/{id}/v2/help" sandboxData={false}>
        <CapsuleHelpMissing capsuleId={id} />
      </PageShell>
    );
  }
  const read = orNotFound(await readCapsuleHelpTarget(id, code.data));
  const here = await currentUrl(`/activity/capsule/${id}/v2/help?code=${code.data}`);
  return (
    <PageShell route="/activity/capsule/{id}/v2/help">
      {read.ok ? (
        <CapsuleHelpScreen target={read.data} code={code.data} loggedIn={await hasSession()} returnTo={here} />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
