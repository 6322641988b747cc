import type { CertificationView } from '@/lib/compliance/server';
import { AuthInfoForm } from './auth-info-form';
import { CertificationSteps } from './certification-steps';
import styles from './compliance.module.css';

/** /authentication/info: masked real-name details, the four certification steps and the SPEC §4 verdict. */
export function CertificationScreen({ info }: { info: CertificationView }) {
  const detail = info.realname_detail;
  return (
    <div className={styles.screen}>
      <section
        className={styles.card}
        aria-labelledby="cert-title"
        data-testid="certification-status"
        data-certified={info.certified}
      >
        <h2 id="cert-title" className={styles.cardTitle}>
          {info.certified ? '✓ 认证已通过' : '认证未完成'}
        </h2>
        <p className={styles.muted}>
          {info.certified ? '您已完成全部认证，可购买证券投资顾问服务。' : info.next_step?.message}
        </p>
        {detail.name ? (
          <dl className={styles.facts}>
            <dt>姓名</dt>
            <dd>{detail.name}</dd>
            <dt>证件号码</dt>
            <dd className="num">{detail.id_number}</dd>
          </dl>
        ) : null}
      </section>
      <section className={styles.card}>
        <CertificationSteps info={info} />
      </section>
      {info.auth_status !== 1 ? (
        <section className={styles.card} aria-labelledby="auth-title">
          <h2 id="auth-title" className={styles.cardTitle}>
            机构授权认证
          </h2>
          <p className={styles.muted}>请填写开户机构提供的机构编号与企业编号。</p>
          <AuthInfoForm />
        </section>
      ) : null}
    </div>
  );
}
