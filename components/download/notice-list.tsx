import { AppLink as Link } from '@/components/ui/app-link';
import { ReadError } from '@/components/ui/read-error';
import { AsOf, EmptyState } from '@/components/ui/states';
import { NOTICE_CATEGORIES, type NoticeCategory, type NoticeList as List } from '@/lib/notice/schemas';
import type { ReadResult } from '@/lib/read/result';
import styles from './notice-list.module.css';

const TABS: { label: string; category?: NoticeCategory }[] = [
  { label: '全部' },
  ...NOTICE_CATEGORIES.map((category) => ({ label: category, category })),
];
const hrefOf = (category?: NoticeCategory) => (category ? `/notice?${new URLSearchParams({ category })}` : '/notice');
const asOfText = (iso: string) => new Date(iso).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 16);

/** Platform notices (/notice) from the upstream: category tabs, pinned first, each one expandable. */
export function NoticeList({
  category,
  result,
  openId,
}: {
  category?: NoticeCategory;
  result: ReadResult<List>;
  openId?: number;
}) {
  return (
    <>
      <nav className={styles.tabs} aria-label="公告分类">
        {TABS.map((tab) => (
          <Link
            key={tab.label}
            href={hrefOf(tab.category)}
            className={styles.tab}
            aria-current={tab.category === category ? 'page' : undefined}
            replace
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {!result.ok ? (
        <ReadError error={result.error} />
      ) : result.data.items.length === 0 ? (
        <EmptyState title="暂无公告" description={category ? `暂时没有「${category}」类公告。` : '暂时没有公告。'} />
      ) : (
        <section className={styles.list} aria-label="公告列表">
          {result.data.items.map((notice, index) => (
            <details
              key={notice.id}
              className={styles.item}
              open={openId ? notice.id === openId : index === 0}
              id={`notice-${notice.id}`}
            >
              <summary className={styles.summary}>
                <span className={styles.meta}>
                  {notice.pinned ? <span className={styles.pinned}>置顶</span> : null}
                  <span className={styles.category}>{notice.category}</span>
                  <time className={styles.date} dateTime={notice.publishedAt}>
                    {notice.publishedAt}
                  </time>
                </span>
                <span className={styles.title}>{notice.title}</span>
              </summary>
              {notice.body.map((paragraph) => (
                <p key={paragraph} className={styles.body}>
                  {paragraph}
                </p>
              ))}
            </details>
          ))}
          <AsOf time={asOfText(result.data.asOf)} stale={result.stale} note={`共 ${result.data.total} 条`} />
        </section>
      )}
    </>
  );
}
