import type { Environment, OsName } from '@/lib/bridge/native-context';
import { APP_NAME } from '@/lib/brand';
import { PageShare } from '@/components/share/page-share';
import { ShareButton } from '@/components/share/share-button';
import { DownloadButtons } from './download-buttons';
import { WechatBrowserHint } from './wechat-browser-hint';
import styles from './download.module.css';
import { assetUrl } from '@/lib/routes/hrefs';

const FEATURES = [
  { title: '龙虎榜', desc: '机构与游资席位动向，每日收盘后更新' },
  { title: '新股日历', desc: '申购、中签、上市提醒一目了然' },
  { title: '北向资金', desc: '沪深港通成交与活跃个股' },
  { title: '分析师直播', desc: '持牌投顾在线解读市场' },
];

export interface DownloadProps {
  environment: Environment;
  os: OsName;
  from: string | null;
}

export function DownloadScreen({ environment, os, from }: DownloadProps) {
  return (
    <section className={styles.screen}>
      <PageShare title={`下载${APP_NAME} App`} desc="龙虎榜、新股日历、北向资金与分析师直播，一个 App 全掌握。" />
      {environment === 'wechat' ? <WechatBrowserHint /> : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- a static 256px logo */}
      <img className={styles.logo} src={assetUrl('/logo.png')} alt={`${APP_NAME} 标志`} width={128} height={128} />
      <h2 className={styles.name}>{APP_NAME}</h2>
      <p className={styles.tagline}>行情工具 · 分析师直播 · 会员服务</p>
      {environment === 'app' ? (
        <p className={styles.tagline}>您已在 App 内，无需重复下载。</p>
      ) : (
        <DownloadButtons os={os} environment={environment} from={from} />
      )}
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <strong>{feature.title}</strong>
            <span className={styles.featureDesc}>{feature.desc}</span>
          </li>
        ))}
      </ul>
      <ShareButton environment={environment} />
      <p className={styles.footnote}>内容仅供参考，不构成投资建议。投资有风险，入市需谨慎。</p>
    </section>
  );
}
