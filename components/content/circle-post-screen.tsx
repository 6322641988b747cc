import { Disclaimer } from '@/components/compliance/disclaimer';
import { StockTapDelegate } from '@/components/market/view-blocks/stock-tap-delegate';
import type { Environment } from '@/lib/bridge/native-context';
import type { CirclePost, CommentList } from '@/lib/content/schemas';
import type { ReadResult } from '@/lib/read/result';
import { CommentSection } from './comment-section';
import { JsonLd, type StructuredData } from '@/components/ui/json-ld';
import { PostCard } from './post-card';
import { ShareBar } from './share-bar';

/** One circle post with its comments. */
export function CirclePostScreen({
  post,
  comments,
  loggedIn,
  environment,
  share,
  jsonLd,
}: {
  post: CirclePost;
  comments: ReadResult<CommentList>;
  loggedIn: boolean;
  environment: Environment;
  share: { title: string; desc: string; link: string; imgUrl: string };
  jsonLd: StructuredData | readonly StructuredData[];
}) {
  return (
    <>
      <PostCard post={post} detail />
      <ShareBar {...share} environment={environment} />
      <CommentSection kind="circle" id={post.id} result={comments} loggedIn={loggedIn} />
      <Disclaimer extra="社区内容由用户发布，不代表平台观点。" />
      <StockTapDelegate />
      <JsonLd data={jsonLd} />
    </>
  );
}
