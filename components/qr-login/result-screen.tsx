import { ResultActions } from './result-actions';
import { ResultIcon } from './result-icon';
import { QR_LOGIN_RESULTS, type QrLoginResultPath } from './results';
import styles from './result-screen.module.css';

export function QrLoginResultScreen({ path, inApp }: { path: QrLoginResultPath; inApp: boolean }) {
  const result = QR_LOGIN_RESULTS[path];
  return (
    <section className={styles.screen} data-tone={result.tone} aria-labelledby="result-title">
      <ResultIcon tone={result.tone} />
      <h2 id="result-title" className={styles.title}>
        {result.title}
      </h2>
      <p className={styles.desc}>{result.description}</p>
      <ul className={styles.tips}>
        {result.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {!inApp ? (
        <p className={styles.note}>扫码登录需在财知道 App 内完成：打开 App，点击首页右上角的「扫一扫」。</p>
      ) : null}
      <ResultActions actions={result.actions} />
    </section>
  );
}
