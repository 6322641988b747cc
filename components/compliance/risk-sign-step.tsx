'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useState } from 'react';
import { investorLevelLabel, matchedRiskLabel } from '@/lib/compliance/levels';
import type { ScoreResult } from '@/lib/compliance/scoring';
import { buttonClass } from '@/components/ui/button';
import styles from './compliance.module.css';

/** The preview of the result and the signed confirmation (name as signature, read-and-agree box). */
export function RiskSignStep({
  preview,
  submitting,
  error,
  onBack,
  onSign,
}: {
  preview: ScoreResult;
  submitting: boolean;
  error: string | null;
  onBack: () => void;
  onSign: (signature: string) => void;
}) {
  const [signature, setSignature] = useState('');
  const [agreed, setAgreed] = useState(false);
  const ready = agreed && signature.trim().length >= 2 && !submitting;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSign(signature.trim());
      }}
    >
      <section className={styles.card} aria-labelledby="sign-title">
        <h2 id="sign-title" className={styles.cardTitle}>
          确认测评结果
        </h2>
        <p className={styles.muted}>根据您的回答，您的风险承受能力为：</p>
        <p className={styles.levelName} data-testid="risk-preview">
          {investorLevelLabel(preview.level, preview.lowest)}，得分 {preview.score} 分
        </p>
        <p className={styles.muted}>
          适配的产品或服务风险等级：{preview.lowest ? 'R1（低风险）' : matchedRiskLabel(preview.level)}
        </p>
      </section>
      <section className={styles.card}>
        <label className={styles.field}>
          <span>签署确认（请输入您的姓名）</span>
          <input
            name="signature"
            autoComplete="name"
            value={signature}
            maxLength={20}
            onChange={(event) => setSignature(event.target.value)}
          />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>
            本人已如实填写问卷，已阅读并理解
            <Link href="/new/investmentRiskToleranceInformation" target="_blank">
              《投资者风险承受能力评估结果告知书》
            </Link>
            ，确认上述评估结果。
          </span>
        </label>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </section>
      <div className={styles.footer}>
        <button type="button" className={buttonClass({ variant: 'secondary', block: true })} onClick={onBack}>
          返回修改
        </button>
        <button type="submit" className={buttonClass({ block: true })} disabled={!ready}>
          {submitting ? '提交中…' : '确认并签署'}
        </button>
      </div>
    </form>
  );
}
