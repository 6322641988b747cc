import { APP_NAME } from '@/lib/brand';
import { TRACKING } from '@/lib/tracking/definitions';
import { DownloadButtons } from './download-buttons';
import type { DownloadProps } from './download-screen';
import { WechatBrowserHint } from './wechat-browser-hint';
import styles from './download.module.css';
import { assetUrl } from '@/lib/routes/hrefs';

const STEPS = ['下载并安装财知道 App', '使用手机号和短信验证码登录', '在「我的」中查看会员权益与直播提醒'];

export function DownloadNewScreen({ environment, os, from }: DownloadProps) {
  const events = TRACKING.downloadNew.events;
  return (
    <section className={styles.screen}>
      {environment === 'wechat' ? <WechatBrowserHint /> : null}
      <div className={styles.hero}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a static 256px logo */}
        <img className={styles.logo} src={assetUrl('/logo.png')} alt={`${APP_NAME} 标志`} width={128} height={128} />
        <h2 className={styles.name}>{APP_NAME} 新版</h2>
        <p className={styles.tagline}>更快的行情工具，更好看的直播间</p>
      </div>
      {environment === 'app' ? (
        <p className={styles.tagline}>您已在 App 内，可在应用商店更新到最新版本。</p>
      ) : (
        <DownloadButtons
          os={os}
          environment={environment}
          from={from}
          tracking={{ iosClick: events.downloadClick, androidClick: events.downloadClick }}
        />
      )}
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={styles.footnote}>内容仅供参考，不构成投资建议。投资有风险，入市需谨慎。</p>
    </section>
  );
}
