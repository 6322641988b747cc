import { parseVersion } from '@/lib/bridge/version';
import { buttonClass } from '@/components/ui/button';
import styles from './system-screen.module.css';
import { HOME_URL, pageUrl } from '@/lib/routes/hrefs';

export function VersionNotMatchScreen({
  current,
  inApp,
  required,
  feature,
}: {
  current: string | null;
  inApp: boolean;
  required?: string;
  feature?: string;
}) {
  const requiredVersion = parseVersion(required) ? required : null;
  const featureName = feature && feature.length <= 20 ? feature : '该功能';
  return (
    <section className={styles.screen}>
      <p className={styles.icon} aria-hidden>
        📲
      </p>
      <h2 className={styles.title}>当前版本暂不支持{featureName}</h2>
      <p className={styles.desc}>
        {inApp
          ? `您正在使用的 App 版本${current ? ` v${current}` : ''}较低${requiredVersion ? `，${featureName}需要 v${requiredVersion} 及以上版本` : ''}。升级后即可使用。`
          : `${featureName}需要在 App 内使用${requiredVersion ? `（v${requiredVersion} 及以上版本）` : ''}。`}
      </p>
      <table className={styles.table}>
        <tbody>
          <tr>
            <th scope="row">当前版本</th>
            <td>{current ? `v${current}` : inApp ? '未知' : '未在 App 内打开'}</td>
          </tr>
          <tr>
            <th scope="row">所需版本</th>
            <td>{requiredVersion ? `v${requiredVersion} 及以上` : '最新版本'}</td>
          </tr>
        </tbody>
      </table>
      <div className={styles.actions}>
        <a className={buttonClass({ block: true, size: 'lg' })} href={pageUrl('/download')}>
          {inApp ? '去升级' : '下载 App'}
        </a>
        <a className={buttonClass({ variant: 'secondary', block: true, size: 'lg' })} href={HOME_URL}>
          返回首页
        </a>
      </div>
    </section>
  );
}
