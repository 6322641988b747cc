import Link from 'next/link';
import { ErrorState } from '@/components/ui/states';
import { fetchLatestEvaluation, fetchQuestionnaire } from '@/lib/compliance/server';
import { readAuth } from '@/lib/session/session';
import { isAssessmentExpired } from '@/lib/compliance/suitability';
import { RiskQuestionnaire } from './risk-questionnaire';
import { RiskResultCard } from './risk-result-card';
import styles from './compliance.module.css';

/** /riskAssessment: the current result when there is a valid one (with 重新测评), else the questionnaire. */
export async function RiskAssessmentScreen({ retake, returnTo }: { retake: boolean; returnTo: string }) {
  const auth = await readAuth();
  let data;
  try {
    data = await Promise.all([fetchQuestionnaire(), fetchLatestEvaluation(auth)]);
  } catch {
    return <ErrorState description="问卷加载失败，请稍后重试。" retryHref="/h5/riskAssessment" />;
  }
  const [questionnaire, evaluation] = data;
  const valid = evaluation && !isAssessmentExpired(evaluation.expires_at);
  if (evaluation && !retake) {
    return (
      <div className={styles.screen}>
        <RiskResultCard evaluation={evaluation} />
        <p className={styles.muted}>如您的年龄、收入、资产或投资目标发生重大变化，请重新测评。</p>
        <div className={styles.footer}>
          <Link className={valid ? styles.secondary : styles.primary} href="/riskAssessment?retake=1">重新测评</Link>
          {valid ? <a className={styles.primary} href={returnTo}>完成</a> : null}
        </div>
      </div>
    );
  }
  return <RiskQuestionnaire questionnaire={questionnaire} returnTo={returnTo} />;
}
