import { circlePostUrl } from '@/lib/content/links';
import { CIRCLE_POST_TYPE_LABEL } from '@/lib/content/rules';
import type { CirclePost } from '@/lib/content/schemas';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { href, withBasePath } from '@/lib/routes/hrefs';
import styles from './content.module.css';
import { LikeButton } from './like-button';
import { ReportButton } from './report-button';

/** One circle post: author, sanitised text with stock tags, images, likes, comments and 举报. */
export function PostCard({ post, detail = false }: { post: CirclePost; detail?: boolean }) {
  return (
    <article className={styles.post} data-testid="circle-post" data-mine={post.mine ? 'true' : undefined}>
      <div className={styles.postHead}>
        <h2 className={styles.postAuthor}>
          {post.authorTeacherId ? (
            <a href={withBasePath(href('/teacherInfo/v2', { teacherId: post.authorTeacherId }))}>{post.authorName}</a>
          ) : (
            post.authorName
          )}
          <span className={styles.postType}>{CIRCLE_POST_TYPE_LABEL[post.type]}</span>
          {post.mine ? <span className={styles.mineTag}>我发布的</span> : null}
        </h2>
        <time dateTime={post.createdAt}>{formatChinaShortDateTime(post.createdAt)}</time>
      </div>
      <div className={styles.postBody} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      {post.images.map((image) => (
        // eslint-disable-next-line @next/next/no-img-element -- the upstream's own sized image, lazy like the sanitised bodies
        <img
          key={image.url}
          className={styles.postImage}
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
      ))}
      <div className={styles.postActions}>
        <LikeButton
          path={`/content/circle/posts/${post.id}/like`}
          liked={post.liked}
          likes={post.likes}
          label="这条帖子"
        />
        {detail ? (
          <span className={styles.meta}>评论 {post.comments}</span>
        ) : (
          <a href={circlePostUrl(post)}>
            评论 {post.comments}
            <span className="visually-hidden">：查看{post.authorName}的帖子详情</span>
          </a>
        )}
        <span className={styles.spacer} />
        <ReportButton postId={post.id} />
      </div>
    </article>
  );
}
