import { AppLink as Link } from '@/components/ui/app-link';
import { toFixed2 } from '@/lib/format/amount';
import type { Question, QuestionnaireResult, QuestionStat, Submission } from '@/lib/questionnaire/schemas';
import { percentOf } from '@/lib/questionnaire/rules';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { buttonClass } from '@/components/ui/button';
import styles from './questionnaire.module.css';

function MyAnswer({ question, mine }: { question: Question; mine: Submission | null }) {
  if (!mine) return null;
  const answer = mine.answers.find((candidate) => candidate.question_id === question.id);
  let text = '未作答';
  if (answer?.text) text = answer.text;
  else if (typeof answer?.score === 'number') text = `${answer.score} 分`;
  else if (answer?.choices?.length)
    text = answer.choices.map((id) => question.options?.find((option) => option.id === id)?.label ?? id).join('、');
  return (
    <p className={styles.mine}>
      我的回答：<strong>{text}</strong>
    </p>
  );
}

function Totals({
  question,
  stat,
  mine,
}: {
  question: Question;
  stat: QuestionStat | undefined;
  mine: Submission | null;
}) {
  const responses = stat?.responses ?? 0;
  if (question.type === 'text') return <p className={styles.average}>共 {responses} 条文字反馈（仅回访专员可见）</p>;
  if (question.type === 'scale') {
    return (
      <p className={styles.average}>
        <strong>{responses > 0 ? toFixed2((stat?.score_sum ?? 0) / responses) : '--'}</strong>
        平均分（{question.scale_min ?? 1}–{question.scale_max ?? 5} 分，{responses} 人作答）
      </p>
    );
  }
  const myChoices = mine?.answers.find((answer) => answer.question_id === question.id)?.choices ?? [];
  return (
    <ul className={styles.bars}>
      {(question.options ?? []).map((option) => {
        const count = stat?.options.find((candidate) => candidate.id === option.id)?.count ?? 0;
        const percent = percentOf(count, responses);
        return (
          <li key={option.id} className={`${styles.barRow} ${myChoices.includes(option.id) ? styles.barMine : ''}`}>
            <div className={styles.barLabel}>
              <span>{option.label}</span>
              <span>
                {count} 票 · {percent}%
              </span>
            </div>
            <div className={styles.bar} aria-hidden="true">
              <div className={styles.barFill} style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /questionnaire/followUpResult/{id}: the viewer's own answers, the follow-up note and everyone's totals.
 * While the questionnaire is open the totals show only to those who answered (no one is steered).
 */
export function QuestionnaireResultScreen({ result }: { result: QuestionnaireResult }) {
  const { questionnaire, mine, stats } = result;
  const showTotals = mine !== null || questionnaire.status === 'closed';
  return (
    <div className={styles.screen}>
      <header className={styles.head}>
        <h2 className={styles.title}>{questionnaire.title}</h2>
        <div className={styles.meta}>
          <span>{questionnaire.respondents} 人参与</span>
          {mine ? <span>我于 {formatChinaDateTime(mine.submitted_at)} 提交</span> : null}
        </div>
      </header>
      {mine || questionnaire.status === 'closed' ? (
        <section className={styles.head} aria-labelledby="q-follow-up">
          <h3 id="q-follow-up" className={styles.sectionTitle}>
            {questionnaire.kind === 'follow_up' ? '回访说明' : '调研说明'}
          </h3>
          <p className={styles.intro} data-testid="follow-up-note">
            {questionnaire.follow_up_note}
          </p>
        </section>
      ) : null}
      {!mine && questionnaire.status !== 'closed' ? (
        <>
          <p className={styles.notice}>您还没有提交本问卷，提交后即可查看回访结果与整体统计。</p>
          {questionnaire.status === 'open' ? (
            <Link
              className={buttonClass({ block: true })}
              href={href('/questionnaire/detail/{id}', { id: questionnaire.id })}
            >
              去填写问卷
            </Link>
          ) : null}
        </>
      ) : null}
      {showTotals
        ? questionnaire.questions.map((question, index) => (
            <section
              key={question.id}
              className={styles.question}
              aria-labelledby={`r-${question.id}`}
              data-testid="result-question"
            >
              <h3 id={`r-${question.id}`} className={styles.cardTitle}>
                {index + 1}. {question.title}
              </h3>
              <div className={styles.meta}>
                <span>{stats.find((stat) => stat.question_id === question.id)?.responses ?? 0} 人作答</span>
              </div>
              <MyAnswer question={question} mine={mine} />
              <Totals question={question} stat={stats.find((stat) => stat.question_id === question.id)} mine={mine} />
            </section>
          ))
        : null}
    </div>
  );
}
