import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import type { QuestionnaireSummary } from '@/lib/questionnaire/schemas';
import { QUESTIONNAIRE_STATUS_LABEL } from '@/lib/questionnaire/rules';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import styles from './questionnaire.module.css';

/** Where a card leads: the viewer's result once answered, else the questionnaire itself. */
function cardHref(item: QuestionnaireSummary): string {
  return item.submitted_at
    ? href('/questionnaire/followUpResult/{id}', { id: item.id })
    : href('/questionnaire/detail/{id}', { id: item.id });
}

function windowText(item: QuestionnaireSummary): string {
  if (item.status === 'upcoming') return `${formatChinaDateTime(item.start_at)} 开始`;
  if (item.status === 'closed') return `${formatChinaDateTime(item.end_at)} 已结束`;
  return `截止 ${formatChinaDateTime(item.end_at)}`;
}

export function QuestionnaireCard({ item }: { item: QuestionnaireSummary }) {
  const done = item.submitted_at !== null;
  return (
    <Link className={styles.card} href={cardHref(item)} data-testid="questionnaire-card" data-id={item.id}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{item.title}</h3>
        <span className={styles.badge} data-status={done ? 'done' : item.status}>
          {done ? '已提交' : QUESTIONNAIRE_STATUS_LABEL[item.status]}
        </span>
      </div>
      <p className={styles.intro}>{item.intro}</p>
      <div className={styles.meta}>
        <span>
          {item.question_count} 题 · 约 {item.estimated_minutes} 分钟
        </span>
        <span>{item.respondents} 人参与</span>
        <span>{windowText(item)}</span>
      </div>
    </Link>
  );
}

export function QuestionnaireCards({ items, emptyTitle }: { items: QuestionnaireSummary[]; emptyTitle: string }) {
  if (items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <div>
      {items.map((item) => (
        <QuestionnaireCard key={item.id} item={item} />
      ))}
    </div>
  );
}
