import { ERROR_MESSAGES, PROXY_ENABLED_MESSAGE } from '@/lib/errors';
import { safeReturnPath } from '@/lib/routes/return-path';
import { buttonClass } from '@/components/ui/button';
import styles from './system-screen.module.css';
import { HOME_URL } from '@/lib/routes/hrefs';

interface Explanation {
  icon: string;
  title: string;
  description: string;
  steps: string[];
}

/** What went wrong, keyed by the `reason` the sender passes (abnormal?reason=…&from=…). */
export const ABNORMAL_REASONS: Record<string, Explanation> = {
  network: {
    icon: '📶',
    title: '网络连接异常',
    description: '当前网络不可用或信号较弱，页面未能加载完成。',
    steps: ['检查是否已连接 Wi-Fi 或移动数据', '切换网络后点击“重新加载”'],
  },
  server: {
    icon: '🛠️',
    title: '服务繁忙',
    description: '服务暂时繁忙或正在维护，请稍后再试。',
    steps: ['稍等片刻后点击“重新加载”', '如长时间无法访问，请联系客服'],
  },
  storage: {
    icon: '🔒',
    title: ERROR_MESSAGES[1001],
    description: '浏览器处于无痕（隐私）模式，无法保存登录状态和页面设置。',
    steps: ['关闭无痕模式后重新打开页面', '或在 App 内打开该页面'],
  },
  proxy: {
    icon: '🛡️',
    title: PROXY_ENABLED_MESSAGE,
    description: '为保护您的账户与资金安全，检测到网络代理时暂停请求。',
    steps: ['关闭手机上的 VPN 或代理设置', '关闭后点击“重新加载”'],
  },
};

const FALLBACK: Explanation = {
  icon: '⚠️',
  title: '页面出现异常',
  description: '页面加载时出现了问题，您的数据不会丢失。',
  steps: ['点击“重新加载”再试一次', '如果问题持续出现，请返回首页或联系客服'],
};

export function AbnormalScreen({ reason, from }: { reason?: string; from?: string }) {
  const explanation = (reason && ABNORMAL_REASONS[reason]) || FALLBACK;
  const retry = safeReturnPath(from, HOME_URL);
  return (
    <section className={styles.screen}>
      <p className={styles.icon} aria-hidden>
        {explanation.icon}
      </p>
      <h2 className={styles.title}>{explanation.title}</h2>
      <p className={styles.desc}>{explanation.description}</p>
      <ol className={styles.list}>
        {explanation.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <a className={buttonClass({ block: true, size: 'lg' })} href={retry}>
          重新加载
        </a>
        <a className={buttonClass({ variant: 'secondary', block: true, size: 'lg' })} href={HOME_URL}>
          返回首页
        </a>
      </div>
    </section>
  );
}
