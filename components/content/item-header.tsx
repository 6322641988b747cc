import { formatCount } from '@/lib/format/amount';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import type { ContentItem } from '@/lib/content/schemas';
import { href, pageUrl, withBasePath } from '@/lib/routes/hrefs';
import styles from './content.module.css';

/** Title, author (an analyst with 证书编号), time and read count, and the topic the piece belongs to. */
export function ItemHeader({ item, kicker }: { item: ContentItem; kicker: string }) {
  const { author } = item;
  return (
    <header>
      <span className={styles.kicker}>{kicker}</span>
      <h1 className={styles.title}>{item.title}</h1>
      <div className={styles.byline}>
        {author.teacherId ? (
          <a className={styles.author} href={withBasePath(href('/teacherInfo/v2', { teacherId: author.teacherId }))}>
            {author.name}
          </a>
        ) : (
          <span className={styles.author}>{author.name}</span>
        )}
        {author.title ? <span>{author.title}</span> : null}
        <time dateTime={item.publishedAt}>{formatChinaShortDateTime(item.publishedAt)}</time>
        <span>阅读 {formatCount(item.reads)}</span>
        {author.licenceNo ? (
          <p className={styles.licence} data-testid="licence">
            证书编号：{author.licenceNo}
            {author.institution ? ` · ${author.institution}` : ''}
          </p>
        ) : null}
      </div>
      {item.topic ? (
        <a className={styles.topicChip} href={pageUrl('/topic/v2/{id}', { id: item.topic.id })}>
          #{item.topic.title}#
        </a>
      ) : null}
    </header>
  );
}
