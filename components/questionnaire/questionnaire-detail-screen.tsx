import { AppLink as Link } from '@/components/ui/app-link';
import type { QuestionnaireDetail } from '@/lib/questionnaire/schemas';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { QuestionnaireForm } from './questionnaire-form';
import { newActionId } from '@/lib/api/action-key';
import { buttonClass } from '@/components/ui/button';
import styles from './questionnaire.module.css';

function Head({ questionnaire }: { questionnaire: QuestionnaireDetail }) {
  return (
    <header className={styles.head}>
      <h2 className={styles.title}>{questionnaire.title}</h2>
      <p className={styles.intro}>{questionnaire.intro}</p>
      <div className={styles.meta}>
        <span>
          {questionnaire.question_count} 题 · 约 {questionnaire.estimated_minutes} 分钟
        </span>
        <span>{questionnaire.respondents} 人参与</span>
        <span>
          {formatChinaDateTime(questionnaire.start_at)} 至 {formatChinaDateTime(questionnaire.end_at)}
        </span>
      </div>
    </header>
  );
}

/**
 * /questionnaire/detail/{id}: the answer sheet while it is open and unanswered; once answered, ended
 * or not yet started, a notice that says so and the way on (the result, or the list).
 */
export function QuestionnaireDetailScreen({ questionnaire }: { questionnaire: QuestionnaireDetail }) {
  const resultHref = href('/questionnaire/followUpResult/{id}', { id: questionnaire.id });
  if (questionnaire.submitted_at) {
    return (
      <div className={styles.screen}>
        <Head questionnaire={questionnaire} />
        <p className={styles.notice}>
          您已于 {formatChinaDateTime(questionnaire.submitted_at)} 提交本问卷，每人限提交一次。
        </p>
        <Link className={buttonClass({ block: true })} href={resultHref}>
          查看我的回访结果
        </Link>
      </div>
    );
  }
  if (questionnaire.status !== 'open') {
    const upcoming = questionnaire.status === 'upcoming';
    return (
      <div className={styles.screen}>
        <Head questionnaire={questionnaire} />
        <p className={styles.notice}>
          {upcoming
            ? `问卷将于 ${formatChinaDateTime(questionnaire.start_at)} 开始，届时即可填写。`
            : `问卷已于 ${formatChinaDateTime(questionnaire.end_at)} 结束，感谢关注。`}
        </p>
        {upcoming ? (
          <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/questionnaire/list')}>
            查看其他问卷
          </Link>
        ) : (
          <Link className={buttonClass({ block: true })} href={resultHref}>
            查看调研结果
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className={`${styles.screen} ${styles.formScreen}`}>
      <Head questionnaire={questionnaire} />
      <QuestionnaireForm id={questionnaire.id} questions={questionnaire.questions} actionId={newActionId()} />
    </div>
  );
}
