import { KoiHelpScreen } from '@/components/koi/koi-out';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { currentUrl, idParamOr, orNotFound } from '@/lib/routes/page-params';
import { readKoiInvite } from '@/lib/koi/server';
import { href } from '@/lib/routes/hrefs';
import { hasSession } from '@/lib/session/session';
import { canonicalUrl, requestOrigin, shareMetadata } from '@/lib/share/metadata';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () =>
  shareMetadata('/activity/koiOut/help/v2', { description: '邀请好友助力，每位好友为你增加 1 次锦鲤抽奖机会。' });

/** ?activityId= names the koi activity (default 1, the running one). */
export default async function KoiHelpPage({ searchParams }: Props) {
  const activityId = idParamOr((await searchParams).activityId, 1);
  const here = await currentUrl('/activity/koiOut/help/v2');
  if (!(await hasSession())) {
    return (
      <PageShell route="/activity/koiOut/help/v2">
        <KoiHelpScreen invite={null} inviteUrl={null} activityId={activityId} returnTo={here} />
      </PageShell>
    );
  }
  const read = orNotFound(await readKoiInvite(activityId));
  const inviteUrl = read.ok
    ? canonicalUrl(await requestOrigin(), href('/activity/koiOut/invite/v2', { activityId, code: read.data.code }))
    : null;
  return (
    <PageShell route="/activity/koiOut/help/v2">
      {read.ok ? (
        <KoiHelpScreen invite={read.data} inviteUrl={inviteUrl} activityId={activityId} returnTo={here} />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
