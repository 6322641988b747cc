import { Disclaimer } from '@/components/compliance/disclaimer';
import { StockTapDelegate } from '@/components/market/view-blocks/stock-tap-delegate';
import { AsOf, EmptyState } from '@/components/ui/states';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import type { CirclePost } from '@/lib/content/schemas';
import styles from './content.module.css';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';
import { newActionId } from '@/lib/api/action-key';

/** 龙投圈: the composer, then the viewer's own posts on top and everyone's newest after. */
export function CircleScreen({
  posts,
  loggedIn,
  stale,
  asOf,
}: {
  posts: CirclePost[];
  loggedIn: boolean;
  stale: boolean;
  asOf: number;
}) {
  return (
    <>
      <PostComposer loggedIn={loggedIn} actionId={newActionId()} />
      {stale ? <AsOf time={formatChinaShortDateTime(new Date(asOf).toISOString())} stale /> : null}
      {posts.length === 0 ? (
        <EmptyState title="龙投圈还没有帖子" description="发布第一条动态吧" />
      ) : (
        <ul className={styles.posts}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <Disclaimer extra="社区内容由用户发布，不代表平台观点。" />
      <StockTapDelegate />
    </>
  );
}
