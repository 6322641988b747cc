import { AppLink as Link } from '@/components/ui/app-link';
import type { Evaluation, Questionnaire } from '@/lib/compliance/schemas';
import { isAssessmentExpired } from '@/lib/compliance/rules';
import { RiskQuestionnaire } from './risk-questionnaire';
import { RiskResultCard } from './risk-result-card';
import { buttonClass } from '@/components/ui/button';
import styles from './compliance.module.css';

/** /riskAssessment: the current result when there is a valid one (with 重新测评), else the questionnaire. */
export function RiskAssessmentScreen({
  questionnaire,
  evaluation,
  retake,
  returnTo,
}: {
  questionnaire: Questionnaire;
  evaluation: Evaluation | null;
  retake: boolean;
  returnTo: string;
}) {
  const valid = evaluation && !isAssessmentExpired(evaluation.expires_at);
  if (evaluation && !retake) {
    return (
      <div className={styles.screen}>
        <RiskResultCard evaluation={evaluation} />
        <p className={styles.muted}>如您的年龄、收入、资产或投资目标发生重大变化，请重新测评。</p>
        <div className={styles.footer}>
          <Link
            className={valid ? buttonClass({ variant: 'secondary', block: true }) : buttonClass({ block: true })}
            href="/riskAssessment?retake=1"
          >
            重新测评
          </Link>
          {valid ? (
            <a className={buttonClass({ block: true })} href={returnTo}>
              完成
            </a>
          ) : null}
        </div>
      </div>
    );
  }
  return <RiskQuestionnaire questionnaire={questionnaire} returnTo={returnTo} />;
}
