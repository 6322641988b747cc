import { Disclaimer } from '@/components/compliance/disclaimer';
import { StockTapDelegate } from '@/components/market/common/stock-tap-delegate';
import { EmptyState } from '@/components/ui/states';
import type { CirclePost } from '@/lib/content/schemas';
import styles from './content.module.css';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';

/** 龙投圈: the composer, then the viewer's own posts on top and everyone's newest after. */
export function CircleScreen({ posts, loggedIn }: { posts: CirclePost[]; loggedIn: boolean }) {
  return (
    <>
      <PostComposer loggedIn={loggedIn} />
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
