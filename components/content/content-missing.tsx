import { HOME_URL, pageUrl } from '@/lib/routes/hrefs';
import styles from './content.module.css';

/** Missing or deleted content (answered with HTTP 404): what happened, and ways back. */
export function ContentMissing() {
  return (
    <main className={styles.missing} data-testid="content-missing">
      <h1>内容不存在或已被删除</h1>
      <p>您访问的文章、动态或帖子可能已被作者删除或下线。</p>
      <div className={styles.missingActions}>
        <a href={HOME_URL}>返回首页</a>
        <a href={pageUrl('/dragonThrowCircle')}>去龙投圈看看</a>
        <a href={pageUrl('/flash/calendar')}>财经日历</a>
      </div>
    </main>
  );
}
