import { CircleScreen } from '@/components/content/circle-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { contentMetadata } from '@/lib/content/metadata';
import { getCircleFeed } from '@/lib/content/server';
import { readAuth } from '@/lib/session/session';

export const generateMetadata = () =>
  contentMetadata('/dragonThrowCircle', {
    title: '龙投圈',
    description: '投资者社区：分享观点、提问交流，股票标签一键查看行情。',
    cover: null,
    url: '/dragonThrowCircle',
    type: 'website',
  });

export default async function CirclePage() {
  const [feed, auth] = await Promise.all([getCircleFeed(), readAuth()]);
  return (
    <PageShell route="/dragonThrowCircle">
      {feed.ok ? (
        <CircleScreen posts={feed.data} loggedIn={Boolean(auth)} stale={feed.stale} asOf={feed.asOf} />
      ) : (
        <ReadError error={feed.error} />
      )}
    </PageShell>
  );
}
