'use client';

import { useMemo, useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import type { Answers, Evaluation, Questionnaire } from '@/lib/compliance/schemas';
import { needsExtraQuestion, scoreQuestionnaire, triggeredConsistencyChecks } from '@/lib/compliance/scoring';
import { ConsistencyDialog } from './consistency-dialog';
import { QuestionField } from './question-field';
import { RiskResultCard } from './risk-result-card';
import { RiskSignStep } from './risk-sign-step';
import { buttonClass } from '@/components/ui/button';
import styles from './compliance.module.css';
import { pageUrl } from '@/lib/routes/hrefs';

type Step = 'intro' | 'questions' | 'sign' | 'done';

/** The assessment as a user takes it: statements, questions, consistency checks, signed confirmation, result. */
export function RiskQuestionnaire({
  questionnaire,
  returnTo = pageUrl('/authentication/info'),
}: {
  questionnaire: Questionnaire;
  returnTo?: string;
}) {
  const [step, setStep] = useState<Step>('intro');
  const [answers, setAnswers] = useState<Answers>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const [result, setResult] = useState<Evaluation | null>(null);

  const { questions, extraQuestion } = questionnaire;
  const answeredAll = questions.every((question) => answers[question.id]?.length);
  const showExtra = answeredAll && needsExtraQuestion(questionnaire, answers);
  const pendingCheck = useMemo(
    () => triggeredConsistencyChecks(questionnaire, answers).find((rule) => !confirmed.includes(rule.id)) ?? null,
    [questionnaire, answers, confirmed],
  );
  const [checking, setChecking] = useState(false);
  const answeredCount = questions.filter((question) => answers[question.id]?.length).length;

  const setAnswer = (id: string, value: string[]) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    setMissing((current) => current.filter((entry) => entry !== id));
  };

  const next = () => {
    const unanswered = [...questions, ...(showExtra ? [extraQuestion] : [])]
      .filter((question) => !answers[question.id]?.length)
      .map((q) => q.id);
    if (unanswered.length) {
      setMissing(unanswered);
      document.getElementById(`question-${unanswered[0]}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    if (pendingCheck) {
      setChecking(true);
      return;
    }
    setStep('sign');
    window.scrollTo(0, 0);
  };

  const evaluate = useBffAction({
    action: async (signature: string, send) => {
      const submitted = showExtra
        ? answers
        : Object.fromEntries(Object.entries(answers).filter(([id]) => id !== extraQuestion.id));
      const evaluation = await send<Evaluation>('/compliance/evaluations', {
        version: questionnaire.version,
        answers: submitted,
        confirmedChecks: confirmed,
        signature,
        agreed: true,
      });
      await send('/compliance/consents', {
        agreement_id: 'new-investmentRiskToleranceInformation',
        version: 'V2.0',
      }).catch(() => null);
      return evaluation;
    },
    fallback: '提交失败，请稍后再试',
    refresh: false,
    onSuccess: (evaluation) => {
      setResult(evaluation);
      setStep('done');
      window.scrollTo(0, 0);
    },
  });
  const { busy: submitting, error } = evaluate;
  const sign = (signature: string) => void evaluate.run(signature);

  if (step === 'done' && result) {
    return (
      <div className={styles.screen}>
        <RiskResultCard evaluation={result} />
        <div className={styles.footer}>
          <a className={buttonClass({ block: true })} href={returnTo}>
            完成
          </a>
        </div>
      </div>
    );
  }

  if (step === 'sign') {
    return (
      <div className={styles.screen}>
        <RiskSignStep
          preview={scoreQuestionnaire(questionnaire, answers)}
          submitting={submitting}
          error={error}
          onBack={() => setStep('questions')}
          onSign={sign}
        />
      </div>
    );
  }

  if (step === 'intro') {
    return (
      <div className={styles.screen}>
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{questionnaire.title}</h2>
          <ol className={styles.statements}>
            {questionnaire.statements.map((statement) => (
              <li key={statement}>{statement}</li>
            ))}
          </ol>
          <p className={styles.weak}>
            问卷版本 {questionnaire.version} · 共{questions.length}题 · 结果有效期{questionnaire.validityDays}天
          </p>
        </section>
        <div className={styles.footer}>
          <button type="button" className={buttonClass({ block: true })} onClick={() => setStep('questions')}>
            开始测评
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <div className={styles.progress} aria-live="polite">
        <span>
          已答 {answeredCount}/{questions.length}
        </span>
        <div
          className={styles.bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={questions.length}
          aria-valuenow={answeredCount}
        >
          <div className={styles.barFill} style={{ width: `${(answeredCount / questions.length) * 100}%` }} />
        </div>
      </div>
      {questions.map((question, index) => (
        <section key={question.id} className={styles.card}>
          <QuestionField
            question={question}
            index={index + 1}
            value={answers[question.id] ?? []}
            missing={missing.includes(question.id)}
            onChange={(value) => setAnswer(question.id, value)}
          />
        </section>
      ))}
      {showExtra ? (
        <section className={styles.card}>
          <p className={styles.muted}>根据您的回答，您的风险承受能力为保守型，请回答补充问题：</p>
          <QuestionField
            question={extraQuestion}
            index={questions.length + 1}
            value={answers[extraQuestion.id] ?? []}
            missing={missing.includes(extraQuestion.id)}
            onChange={(value) => setAnswer(extraQuestion.id, value)}
          />
        </section>
      ) : null}
      <div className={styles.footer}>
        <button type="button" className={buttonClass({ block: true })} onClick={next}>
          提交问卷
        </button>
      </div>
      {checking && pendingCheck ? (
        <ConsistencyDialog
          message={pendingCheck.message}
          onConfirm={() => {
            const nowConfirmed = [...confirmed, pendingCheck.id];
            setConfirmed(nowConfirmed);
            // The next contradiction (if any) shows at once; with none left the user goes on to sign.
            if (triggeredConsistencyChecks(questionnaire, answers).every((rule) => nowConfirmed.includes(rule.id))) {
              setChecking(false);
              setStep('sign');
              window.scrollTo(0, 0);
            }
          }}
          onRevise={() => {
            setChecking(false);
            document
              .getElementById(`question-${pendingCheck.when[0].question}`)
              ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          }}
        />
      ) : null}
    </div>
  );
}
