'use client';

import { useState } from 'react';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import {
  firstAnswerProblem,
  normalizeAnswers,
  QUESTION_TYPE_LABEL,
  TEXT_MAX_LENGTH,
  type AnswerInput,
} from '@/lib/questionnaire/rules';
import type { Question } from '@/lib/questionnaire/schemas';
import { href } from '@/lib/routes/hrefs';
import { TRACKING } from '@/lib/tracking/definitions';
import { track } from '@/lib/tracking/tracker';
import { buttonClass } from '@/components/ui/button';
import styles from './questionnaire.module.css';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

type Sheet = Record<string, AnswerInput>;

function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** The answer sheet: one fieldset per question; the server checks it again and its word is final. */
export function QuestionnaireForm({
  id,
  questions,
  actionId,
}: {
  id: number;
  questions: Question[];
  actionId: string;
}) {
  const navigation = useAppNavigation();
  const [sheet, setSheet] = useState<Sheet>({});
  const send = useBffAction({
    action: (answers: AnswerInput[], post) => post(`/questionnaires/${id}/submissions`, { answers }),
    fallback: '提交失败，请稍后再试',
    appFirst: APP_FIRST.submitQuestionnaire,
    actionId,
    refresh: false,
    onSuccess: () => navigation.push(href('/questionnairesResult', { id })),
  });
  const { busy, error: problem, setError: setProblem } = send;

  const set = (questionId: string, answer: Omit<AnswerInput, 'question_id'>) =>
    setSheet((current) => ({ ...current, [questionId]: { question_id: questionId, ...answer } }));
  const toggle = (question: Question, optionId: string, on: boolean) => {
    const chosen = new Set(sheet[question.id]?.choices ?? []);
    if (on) chosen.add(optionId);
    else chosen.delete(optionId);
    set(question.id, {
      choices: (question.options ?? []).map((option) => option.id).filter((optionId) => chosen.has(optionId)),
    });
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    track({ ...TRACKING.questionnaires.events.submitClick, eventAttr: { questionnaire_id: id } });
    const answers = normalizeAnswers(questions, Object.values(sheet));
    const found = firstAnswerProblem(questions, answers);
    setProblem(found);
    if (found) return;
    await send.run(answers);
  }

  return (
    <form onSubmit={submit} noValidate data-testid="questionnaire-form">
      {questions.map((question, index) => {
        const answer = sheet[question.id];
        const titleId = `q-${question.id}-title`;
        return (
          <fieldset key={question.id} className={styles.question} data-question={question.id}>
            <legend id={titleId}>
              {index + 1}. {question.title}
              {question.required ? (
                <span className={styles.required} aria-label="必答">
                  *
                </span>
              ) : null}
              <span className={styles.type}>
                （{QUESTION_TYPE_LABEL[question.type]}
                {question.required ? '' : '，选答'}）
              </span>
            </legend>
            {question.type === 'single' || question.type === 'multiple' ? (
              <div className={styles.options}>
                {(question.options ?? []).map((option) => (
                  <label key={option.id} className={styles.option}>
                    <input
                      type={question.type === 'single' ? 'radio' : 'checkbox'}
                      name={question.id}
                      value={option.id}
                      checked={answer?.choices?.includes(option.id) ?? false}
                      onChange={(event) =>
                        question.type === 'single'
                          ? set(question.id, { choices: [option.id] })
                          : toggle(question, option.id, event.target.checked)
                      }
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            ) : null}
            {question.type === 'scale' ? (
              <>
                <div className={styles.scale}>
                  {range(question.scale_min ?? 1, question.scale_max ?? 5).map((score) => (
                    <label key={score} className={styles.scaleItem}>
                      <input
                        type="radio"
                        name={question.id}
                        value={score}
                        checked={answer?.score === score}
                        onChange={() => set(question.id, { score })}
                        aria-label={`${score} 分`}
                      />
                      <span aria-hidden="true">{score}</span>
                    </label>
                  ))}
                </div>
                <div className={styles.scaleEnds} aria-hidden="true">
                  <span>{question.low_label}</span>
                  <span>{question.high_label}</span>
                </div>
              </>
            ) : null}
            {question.type === 'text' ? (
              <>
                <textarea
                  className={styles.textarea}
                  aria-labelledby={titleId}
                  maxLength={question.max_length ?? TEXT_MAX_LENGTH}
                  value={answer?.text ?? ''}
                  placeholder="请输入您的想法"
                  onChange={(event) => set(question.id, { text: event.target.value })}
                />
                <div className={styles.counter}>
                  {[...(answer?.text ?? '')].length}/{question.max_length ?? TEXT_MAX_LENGTH}
                </div>
              </>
            ) : null}
          </fieldset>
        );
      })}
      <div className={styles.footer}>
        {problem ? (
          <p className={styles.error} role="alert" data-testid="questionnaire-problem">
            {problem}
          </p>
        ) : null}
        <button className={buttonClass({ block: true })} type="submit" disabled={busy}>
          {busy ? '提交中...' : '提交问卷'}
        </button>
      </div>
    </form>
  );
}
