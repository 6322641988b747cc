import { AppLink as Link } from '@/components/ui/app-link';
import { investorLevelLabel, matchedRiskLabel } from '@/lib/compliance/levels';
import type { Evaluation } from '@/lib/compliance/schemas';
import { isAssessmentExpired } from '@/lib/compliance/rules';
import styles from './compliance.module.css';

const DATE = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Shanghai',
});

/** The assessment result: level (or 最低类别), score, the matching R-levels and the validity. */
export function RiskResultCard({ evaluation, now = new Date() }: { evaluation: Evaluation; now?: Date }) {
  const expired = isAssessmentExpired(evaluation.expires_at, now);
  const matched = evaluation.lowest ? 'R1（低风险）' : matchedRiskLabel(evaluation.level);
  return (
    <section className={styles.card} aria-labelledby="risk-result-title" data-testid="risk-result">
      <h2 id="risk-result-title" className={styles.cardTitle}>
        您的风险承受能力评估结果
      </h2>
      <div className={styles.level}>
        <span className={styles.levelCode}>C{evaluation.level}</span>
        <span className={styles.levelName}>{evaluation.level_name}</span>
      </div>
      <dl className={styles.facts}>
        <dt>风险等级</dt>
        <dd>{investorLevelLabel(evaluation.level, evaluation.lowest)}</dd>
        <dt>问卷得分</dt>
        <dd className="num">{evaluation.score}分</dd>
        <dt>适配的服务</dt>
        <dd>{matched}</dd>
        <dt>测评时间</dt>
        <dd>{DATE.format(new Date(evaluation.evaluated_at))}</dd>
        <dt>有效期至</dt>
        <dd>
          {DATE.format(new Date(evaluation.expires_at))}
          {expired ? '（已过期）' : ''}
        </dd>
        <dt>签署人</dt>
        <dd>{evaluation.signature}</dd>
      </dl>
      {evaluation.lowest ? (
        <p className={styles.notice}>
          您属于风险承受能力最低类别，我们仅能向您提供R1级（低风险）的产品或服务，即使您确认也不能购买更高风险等级的产品或服务。
        </p>
      ) : (
        <p className={styles.muted}>
          如您坚持购买风险等级高于您风险承受能力的服务，我们会先给出特别风险警示，经您书面确认后方可购买；我们不会向您主动推介此类服务。
        </p>
      )}
      {expired ? <p className={styles.notice}>您的测评结果已过期，购买需要适当性管理的服务前请重新测评。</p> : null}
      <p className={styles.muted}>
        评级标准与匹配规则见
        <Link href="/new/investmentRiskToleranceInformation">《投资者风险承受能力评估结果告知书》</Link>。
      </p>
    </section>
  );
}
