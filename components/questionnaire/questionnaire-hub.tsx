import { AppLink as Link } from '@/components/ui/app-link';
import { answeredQuestionnaires, questionnairesToAnswer } from '@/lib/questionnaire/rules';
import type { QuestionnaireSummary } from '@/lib/questionnaire/schemas';
import { href } from '@/lib/routes/hrefs';
import { QuestionnaireCards } from './questionnaire-cards';
import styles from './questionnaire.module.css';

/** /questionnaires: what the viewer may answer now, what they answered, and the way to every questionnaire. */
export function QuestionnaireHub({ items }: { items: QuestionnaireSummary[] }) {
  const todo = questionnairesToAnswer(items);
  const done = answeredQuestionnaires(items);
  return (
    <div className={styles.screen}>
      <section className={styles.section} aria-labelledby="q-todo">
        <h2 id="q-todo" className={styles.sectionTitle}>
          待填写（{todo.length}）
        </h2>
        <QuestionnaireCards items={todo} emptyTitle="暂无待填写的问卷" />
      </section>
      <section className={styles.section} aria-labelledby="q-done">
        <h2 id="q-done" className={styles.sectionTitle}>
          我已参与（{done.length}）
        </h2>
        <QuestionnaireCards items={done} emptyTitle="您还没有提交过问卷" />
      </section>
      <Link className={styles.more} href={href('/questionnaire/list')}>
        查看全部问卷（含即将开始与已结束）
      </Link>
    </div>
  );
}
