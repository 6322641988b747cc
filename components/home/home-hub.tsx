import { AppLink as Link } from '@/components/ui/app-link';
import { MINE_LINKS } from '@/components/account/mine-links';
import { href, type StaticRoutePath } from '@/lib/routes/hrefs';
import { routeOrThrow } from '@/lib/routes/manifest';
import styles from './home-hub.module.css';
import { HomeIdentity } from './home-identity';

/**
 * The landing hub at the app root: the main entrances, titled from the manifest. Only pages that are
 * built are listed — a manifest route without a page would answer 404 — so an entrance is added here
 * with its page (tests/unit/routes/home-hub.test.ts checks each one has an app/ page).
 */
export const HUB_GROUPS: ReadonlyArray<{ title: string; paths: readonly StaticRoutePath[] }> = [
  { title: '我的', paths: MINE_LINKS.map(([path]) => path) },
  {
    title: '行情工具',
    paths: [
      '/searchPage',
      '/lhb/homePage',
      '/tool/lhb/today',
      '/tool/lhb/sales/active',
      '/tool/ipo',
      '/tool/ipo/calendar',
      '/tool/northbound-new',
      '/tool/northbound/rank',
      '/tool/northbound/hot-list',
      '/tool/hot-stock',
      '/tool/rzrq',
      '/hotspotTheme/index',
      '/technologicalForms/index',
      '/mineClearance/index',
      '/similar-candlestick/index',
      '/aiDiagnosis',
      '/AIProject',
      '/choose-change',
      '/goldMedalReport',
      '/notice',
    ],
  },
  { title: '直播', paths: ['/liveRoomDetail/v2', '/programList/v2', '/teacherList/v2', '/rank-list/v2'] },
  { title: '资讯与社区', paths: ['/dragonThrowCircle', '/flash/calendar', '/other/mszl'] },
  { title: '会员', paths: ['/openMember', '/rightsCompare', '/membershipInterests', '/equityCenter'] },
  { title: '活动', paths: ['/activities-collect/v2', '/stock-contest/index'] },
  {
    title: '账户与认证',
    paths: [
      '/login',
      '/authentication/info',
      '/verified',
      '/riskAssessment',
      '/login-device-manage',
      '/privacySettings/personalized',
    ],
  },
  {
    title: '合规与协议',
    paths: ['/userServiceAgreement', '/privacyPolicyStatement', '/investorProtection', '/riskWarning'],
  },
];

export function HomeHub() {
  return (
    <div className={styles.hub}>
      <HomeIdentity />
      {HUB_GROUPS.map((group) => (
        <section key={group.title} className={styles.group} aria-labelledby={`hub-${group.title}`}>
          <h2 id={`hub-${group.title}`} className={styles.groupTitle}>
            {group.title}
          </h2>
          <ul className={styles.grid}>
            {group.paths.map((path) => (
              <li key={path}>
                <Link className={styles.link} href={href(path)} prefetch={false}>
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
