import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import type { ItemKind } from '@/lib/content/rules';
import type { CommentList } from '@/lib/content/schemas';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import type { ReadResult } from '@/lib/read/result';
import { CommentForm } from './comment-form';
import { newActionId } from '@/lib/api/action-key';
import styles from './content.module.css';
import { LikeButton } from './like-button';

/** Comments under a piece: the form (login first), then the viewer's own comments and the newest. */
export function CommentSection({
  kind,
  id,
  result,
  loggedIn,
}: {
  kind: ItemKind | 'circle';
  id: number;
  result: ReadResult<CommentList>;
  loggedIn: boolean;
}) {
  return (
    <section className={styles.section} aria-labelledby="comments-title" data-testid="comments">
      <h2 id="comments-title" className={styles.sectionTitle}>
        评论{result.ok ? ` ${result.data.total}` : ''}
      </h2>
      <CommentForm kind={kind} id={id} loggedIn={loggedIn} actionId={newActionId()} />
      {!result.ok ? (
        <ReadError error={result.error} />
      ) : result.data.items.length === 0 ? (
        <EmptyState title="还没有评论" description="来说说你的看法吧" />
      ) : (
        <ul className={styles.commentList}>
          {result.data.items.map((comment) => (
            <li key={comment.id} className={styles.comment} data-testid="comment">
              <div className={styles.commentHead}>
                <span className={styles.commentName}>
                  {comment.userName}
                  {comment.mine ? <span className={styles.mineTag}>我的评论</span> : null}
                </span>
                <time dateTime={comment.createdAt}>{formatChinaShortDateTime(comment.createdAt)}</time>
              </div>
              <p className={styles.commentText}>{comment.content}</p>
              <LikeButton
                path={`/content/comments/${comment.id}/like`}
                liked={comment.liked}
                likes={comment.likes}
                label="这条评论"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
