import type { Teacher } from '@/lib/live/schemas';
import styles from './live-lists.module.css';

/** 执业信息: what an adviser must disclose, with where to verify it. */
export function LicenceCard({ teacher }: { teacher: Teacher }) {
  if (!teacher.licenceNo) {
    return (
      <section className={styles.card}>
        <h2>执业信息</h2>
        <p>{teacher.name}为财经达人，未取得证券投资咨询执业资格，分享内容仅为个人观点与市场知识，不构成投资建议。</p>
      </section>
    );
  }
  return (
    <section className={styles.card} data-testid="licence-card">
      <h2>执业信息</h2>
      <dl className={styles.fields}>
        <dt>姓名</dt>
        <dd>{teacher.name}</dd>
        <dt>执业岗位</dt>
        <dd>证券投资咨询（投资顾问）</dd>
        <dt>证书编号</dt>
        <dd className="num">{teacher.licenceNo}</dd>
        <dt>执业机构</dt>
        <dd>{teacher.institution}</dd>
        <dt>登记日期</dt>
        <dd>{teacher.registeredAt ?? '--'}</dd>
      </dl>
      <p>执业资格可在中国证券业协会网站「信息公示 › 从业人员信息」中按证书编号查询核实。</p>
    </section>
  );
}
