import Link from 'next/link';
import { routeOrThrow } from '@/lib/routes/manifest';
import styles from './home-hub.module.css';
import { HomeIdentity } from './home-identity';

/** The landing hub at /h5/: the main entrances, titled from the manifest. */
const GROUPS: Array<{ title: string; paths: string[] }> = [
  {
    title: '行情工具',
    paths: ['/lhb/homePage', '/tool/ipo/calendar', '/tool/northbound-new', '/tool/rzrq', '/tool/hot-stock', '/hotspotTheme/index', '/technologicalForms/index', '/aiDiagnosis'],
  },
  { title: '直播', paths: ['/liveRoomDetail/v2', '/programList/v2', '/teacherList/v2', '/rank-list/v2'] },
  { title: '会员与权益', paths: ['/openMember', '/membershipInterests', '/equityCenter', '/missonCenter'] },
  { title: '我的', paths: ['/walletCenter/balance', '/orderCenter', '/mineCoupon', '/login-device-manage'] },
  { title: '合规与协议', paths: ['/riskAssessment', '/userServiceAgreement', '/privacyPolicyStatement', '/investorProtection'] },
];

export function HomeHub() {
  return (
    <div className={styles.hub}>
      <HomeIdentity />
      {GROUPS.map((group) => (
        <section key={group.title} className={styles.group} aria-labelledby={`hub-${group.title}`}>
          <h2 id={`hub-${group.title}`} className={styles.groupTitle}>
            {group.title}
          </h2>
          <ul className={styles.grid}>
            {group.paths.map((path) => (
              <li key={path}>
                <Link className={styles.link} href={path} prefetch={false}>
                  {routeOrThrow(path).title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className={styles.disclaimer}>本页面内容仅供参考，不构成投资建议。投资者据此操作，风险自担。</p>
    </div>
  );
}
