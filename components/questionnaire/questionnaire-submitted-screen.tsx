import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import type { QuestionnaireDetail } from '@/lib/questionnaire/schemas';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { buttonClass } from '@/components/ui/button';
import styles from './questionnaire.module.css';

/** /questionnairesResult: the confirmation after a submission (or the viewer's latest one). */
export function QuestionnaireSubmittedScreen({ questionnaire }: { questionnaire: QuestionnaireDetail | null }) {
  if (!questionnaire || !questionnaire.submitted_at) {
    return (
      <div className={styles.screen}>
        <EmptyState
          title="暂无提交记录"
          description={questionnaire ? `您还没有提交「${questionnaire.title}」。` : '您还没有提交过问卷。'}
          action={
            <Link
              className={buttonClass({ block: true })}
              href={
                questionnaire && questionnaire.status === 'open'
                  ? href('/questionnaire/detail/{id}', { id: questionnaire.id })
                  : href('/questionnaires')
              }
            >
              {questionnaire && questionnaire.status === 'open' ? '去填写问卷' : '查看问卷'}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className={styles.screen}>
      <section className={styles.success} data-testid="questionnaire-submitted">
        <span className={styles.successMark} aria-hidden="true">
          ✓
        </span>
        <h2 className={styles.successTitle}>提交成功</h2>
        <p className={styles.intro}>
          「{questionnaire.title}」已于 {formatChinaDateTime(questionnaire.submitted_at)} 提交，感谢您的参与。
        </p>
      </section>
      <section className={styles.head} aria-labelledby="q-next">
        <h3 id="q-next" className={styles.sectionTitle}>
          {questionnaire.kind === 'follow_up' ? '回访说明' : '调研说明'}
        </h3>
        <p className={styles.intro}>{questionnaire.follow_up_note}</p>
      </section>
      <div className={styles.actions}>
        <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/questionnaires')}>
          返回问卷
        </Link>
        <Link
          className={buttonClass({ block: true })}
          href={href('/questionnaire/followUpResult/{id}', { id: questionnaire.id })}
        >
          查看回访结果
        </Link>
      </div>
    </div>
  );
}
