import { KoiInviteScreen } from '@/components/koi/koi-out';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { currentUrl, idParamOr } from '@/lib/routes/page-params';
import { inviteCodeOf, readKoiInvitation } from '@/lib/koi/server';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () =>
  shareMetadata('/activity/koiOut/invite/v2', {
    title: '好友邀请你为TA助力 · 锦鲤抽奖',
    description: '点一下为好友助力，你也能免费参与锦鲤抽奖。',
  });

/** ?activityId=&code= from the inviter's link; a missing or unknown code shows an explanation, not an error. */
export default async function KoiInvitePage({ searchParams }: Props) {
  const query = await searchParams;
  const activityId = idParamOr(query.activityId, 1);
  const code = inviteCodeOf(query.code);
  const here = await currentUrl('/activity/koiOut/invite/v2');
  const read = code ? await readKoiInvitation(activityId, code) : null;
  const invitation = read?.ok ? read.data : null;
  const failed = read && !read.ok && read.error.status !== 404 ? read.error : null;
  return (
    <PageShell route="/activity/koiOut/invite/v2">
      {failed ? <ReadError error={failed} /> : <KoiInviteScreen invitation={invitation} returnTo={here} />}
    </PageShell>
  );
}
