import { AppLink as Link } from '@/components/ui/app-link';
import type { CertificationView } from '@/lib/compliance/server';
import { PortraitCheck } from './portrait-check';
import { buttonClass } from '@/components/ui/button';
import styles from './compliance.module.css';

/** /authentication/authForAli: face liveness through Alipay's certification service. */
export function AuthForAliScreen({ info }: { info: CertificationView }) {
  const { documents, portrait, name } = info.realname_detail;
  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>支付宝人脸识别认证</h2>
        {portrait === 1 ? (
          <p className={styles.muted} data-testid="portrait-done">
            ✓ {name ?? ''} 已完成人脸识别认证。
          </p>
        ) : (
          <>
            <p className={styles.muted}>
              我们将通过支付宝实名认证服务核验您本人的人脸信息，确认是{name ?? '您'}
              本人操作。人脸原始图像由认证服务处理，我们仅保存认证结果。
            </p>
            <ul className={styles.statements}>
              <li>请在光线充足的环境下进行；</li>
              <li>请正对屏幕，按提示完成眨眼、转头等动作；</li>
              <li>请勿佩戴帽子、墨镜或口罩。</li>
            </ul>
            {documents === 0 ? (
              <p className={styles.notice}>
                请先完成<Link href="/verified">身份证件认证</Link>。
              </p>
            ) : null}
          </>
        )}
      </section>
      {portrait === 1 ? (
        <Link className={buttonClass({ variant: 'secondary', block: true })} href="/authentication/info">
          返回认证中心
        </Link>
      ) : (
        <PortraitCheck disabled={documents === 0} />
      )}
    </div>
  );
}
