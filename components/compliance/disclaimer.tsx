import styles from './disclaimer.module.css';

/** SPEC §9: content is for reference only, not trading advice; investors bear their own risk. */
export const DISCLAIMER_TEXT =
  '以上内容仅供参考，不构成任何投资建议或交易依据。市场有风险，投资需谨慎，投资者据此操作，风险自担。';

export function Disclaimer({ extra }: { extra?: string }) {
  return (
    <aside className={styles.disclaimer} aria-label="免责声明" data-testid="disclaimer">
      <span className={styles.title}>免责声明</span>
      {DISCLAIMER_TEXT}
      {extra ? ` ${extra}` : ''}
    </aside>
  );
}
