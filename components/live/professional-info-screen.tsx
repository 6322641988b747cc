import type { TeacherDetail } from '@/lib/live/server';
import { LicenceCard } from './licence-card';
import styles from './live-lists.module.css';

export function ProfessionalInfoScreen({ detail }: { detail: TeacherDetail }) {
  return (
    <div className={styles.page}>
      <LicenceCard teacher={detail.teacher} />
      <section className={styles.card}>
        <h2>服务说明</h2>
        <p>投资顾问依据《证券投资顾问业务暂行规定》提供服务，直播内容为投资者教育与市场分析，不承诺收益。</p>
        <p>请勿向任何个人转账或添加私人联系方式，谨防诈骗。</p>
      </section>
    </div>
  );
}
