import { AppLink as Link } from '@/components/ui/app-link';
import type { CertificationView } from '@/lib/compliance/server';
import { RealnameForm } from './realname-form';
import styles from './compliance.module.css';

/** /verified: the masked details once verified, else the real-name form. */
export function VerifiedScreen({ info }: { info: CertificationView }) {
  const detail = info.realname_detail;
  if (detail.documents === 1 && detail.name) {
    return (
      <div className={styles.screen}>
        <section className={styles.card} data-testid="realname-verified">
          <h2 className={styles.cardTitle}>✓ 已完成实名认证</h2>
          <dl className={styles.facts}>
            <dt>姓名</dt>
            <dd>{detail.name}</dd>
            <dt>证件类型</dt>
            <dd>居民身份证</dd>
            <dt>证件号码</dt>
            <dd className="num">{detail.id_number}</dd>
          </dl>
        </section>
        <Link className={styles.muted} href="/authentication/info">
          查看全部认证状态 ›
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>实名认证</h2>
        <p className={styles.muted}>
          根据《网络安全法》及证券投资顾问业务的规定，购买投顾服务前需核验您的真实身份。信息加密传输和存储，仅用于身份核验。
        </p>
        <RealnameForm />
      </section>
    </div>
  );
}
