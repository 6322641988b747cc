import { AppLink as Link } from '@/components/ui/app-link';
import { Card } from '@/components/market/view-blocks/card';
import { Disclaimer } from '@/components/compliance/disclaimer';
import { AsOf, EmptyState } from '@/components/ui/states';
import { itemUrl } from '@/lib/content/links';
import { KIND_LABEL } from '@/lib/content/rules';
import type { Columns } from '@/lib/content/schemas';
import { formatCount } from '@/lib/format/amount';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { TEACHER_TYPE_LABEL } from '@/lib/live/rules';
import { href } from '@/lib/routes/hrefs';
import styles from './columns.module.css';

type Column = Columns['columns'][number];

function ColumnCard({ column }: { column: Column }) {
  const { teacher } = column;
  return (
    <Card label={`${teacher.name}的专栏`}>
      <div className={styles.head}>
        <span className={styles.avatar} aria-hidden>
          {teacher.avatar}
        </span>
        <div className={styles.who}>
          <h2 className={styles.name}>
            {teacher.name}
            <span className={styles.tag}>{TEACHER_TYPE_LABEL[teacher.type]}</span>
          </h2>
          <p className={styles.line}>{teacher.title}</p>
          <p className={styles.line}>
            {teacher.licenceNo ? (
              <Link prefetch={false} href={href('/professionalMessage/v2', { teacherId: teacher.id })}>
                证书编号 {teacher.licenceNo}
              </Link>
            ) : (
              '财经达人 · 不提供投资建议'
            )}{' '}
            · {teacher.institution}
          </p>
          <p className={styles.line}>
            粉丝 {formatCount(teacher.fans)} · 文章 {column.total} 篇 · 阅读 {formatCount(column.reads)}
          </p>
        </div>
      </div>
      <p className={styles.intro}>{teacher.intro}</p>
      <ul className={styles.items} aria-label={`${teacher.name}的最新文章`}>
        {column.latest.map((item) => (
          <li key={`${item.kind}-${item.id}`} className={styles.item}>
            <a href={itemUrl(item)}>
              <span className={styles.kind}>{KIND_LABEL[item.kind]}</span>
              {item.title}
            </a>
            <span className={styles.line}>
              <time dateTime={item.publishedAt}>{item.publishedAt.slice(0, 10)}</time> · 阅读 {formatCount(item.reads)}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link prefetch={false} href={href('/teacherInfo/v2', { teacherId: teacher.id })}>
          {teacher.name}的主页 ›
        </Link>
      </p>
    </Card>
  );
}

/** 名师专栏: the teachers' columns, licensed advisers first, each with their latest pieces (server-rendered list). */
export function ColumnsScreen({ data, stale, asOf }: { data: Columns; stale: boolean; asOf: number }) {
  return (
    <div className={styles.view}>
      {data.columns.length ? (
        data.columns.map((c) => <ColumnCard key={c.teacher.id} column={c} />)
      ) : (
        <EmptyState title="暂无专栏" description="老师们还没有发布文章。" />
      )}
      <p className={styles.note}>
        专栏文章为作者个人观点，投顾老师均展示其证券投资咨询执业证书编号，可点击查看执业信息。
      </p>
      <footer>
        {stale ? <AsOf time={formatChinaShortDateTime(new Date(asOf).toISOString())} stale /> : null}
        <Disclaimer />
      </footer>
    </div>
  );
}
