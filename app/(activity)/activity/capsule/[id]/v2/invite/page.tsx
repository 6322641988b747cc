import { AppLink as Link } from '@/components/ui/app-link';
import { CapsuleInviteScreen } from '@/components/activity-hub/capsule-more-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { currentUrl, orNotFound, pageId } from '@/lib/routes/page-params';
import { readCapsuleInvite } from '@/lib/activity-hub/server';
import { loginHref } from '@/lib/routes/hrefs';
import { hasSession } from '@/lib/session/session';
import { requestOrigin, shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () =>
  shareMetadata('/activity/capsule/{id}/v2/invite', { description: '邀请好友为你的选股胶囊助力，多封存一只股票。' });

export default async function CapsuleInvitePage({ params }: Props) {
  const id = await pageId(params, 'id');
  if (!(await hasSession())) {
    const here = await currentUrl(`/activity/capsule/${id}/v2/invite`);
    return (
      <PageShell route="/activity/capsule/{id}/v2/invite">
        <EmptyState
          title="登录后邀请好友助力"
          description="每位好友助力一次，你可多封存一只股票。"
          action={<Link href={loginHref(here)}>登录</Link>}
        />
      </PageShell>
    );
  }
  const read = orNotFound(await readCapsuleInvite(id));
  return (
    <PageShell route="/activity/capsule/{id}/v2/invite">
      {read.ok ? (
        <CapsuleInviteScreen invite={read.data} origin={await requestOrigin()} />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
