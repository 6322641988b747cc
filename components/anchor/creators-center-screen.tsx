import { AppLink as Link } from '@/components/ui/app-link';
import { ANCHOR_TYPE_LABEL } from '@/lib/anchor/rules';
import type { AnchorProfile } from '@/lib/anchor/schemas';
import { SETTINGS_FORMS, SETTINGS_KINDS } from '@/lib/anchor/settings-fields';
import type { LuckyBag } from '@/lib/live/lucky-bag-schemas';
import { href, type StaticRoutePath } from '@/lib/routes/hrefs';
import { settingsRoute } from './settings-routes';
import styles from './anchor.module.css';

const TOOLS: ReadonlyArray<{ path: StaticRoutePath; title: string; note: string }> = [
  { path: '/liveRoomDisposition/v2', title: '直播间配置', note: '标题、公告、开播推流' },
  { path: '/programEditPage/v2', title: '新建节目', note: '排期并提交备案' },
  { path: '/shareCaidanDisposition/v2', title: '福袋', note: '发起可验证抽奖' },
  { path: '/liveDataCenter/v2', title: '数据中心', note: '场次、观看、转化' },
  { path: '/filings/v2', title: '节目备案', note: '备案号与审核状态' },
  { path: '/viewableUserList/v2', title: '可观看名单', note: '限定观看的节目' },
  { path: '/financialCheatsDisposition/v2', title: '理财秘籍', note: '直播间学习素材' },
  { path: '/liveGuidePage/v2', title: '开播引导', note: '从入驻到推流' },
];

/** The anchor's hub: who they are (type, 证书编号), their room, their tools. */
export function CreatorsCenterScreen({ anchor, bags }: { anchor: AnchorProfile; bags: LuckyBag[] }) {
  const open = bags.find((bag) => bag.status === 'open');
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="anchor-name">
        <div className={styles.row}>
          <h2 id="anchor-name">{anchor.name}</h2>
          <span className={styles.badge}>{ANCHOR_TYPE_LABEL[anchor.type]}</span>
        </div>
        <p className={styles.muted}>
          {anchor.licenceNo ? `证书编号 ${anchor.licenceNo}` : '财经达人：分享知识，不提供投资建议'}
        </p>
        <p className={styles.muted}>
          直播间：{anchor.roomTitle} · <span data-testid="anchor-room-state">{anchor.live ? '直播中' : '未开播'}</span>
        </p>
        <Link className={styles.link} href={href('/liveRoomDetail/v2', { roomId: anchor.roomId })}>
          进入我的直播间
        </Link>
      </section>
      {open ? (
        <section className={styles.card} aria-label="进行中的福袋">
          <p className={styles.muted}>
            进行中的福袋：{open.prizeName} · 已有 {open.participants} 人参与
          </p>
          <Link className={styles.link} href={href('/shareCaidanDisposition/v2')}>
            管理福袋
          </Link>
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="tools">
        <h2 id="tools">创作工具</h2>
        <div className={styles.grid}>
          {TOOLS.map((tool) => (
            <Link key={tool.path} className={styles.tile} href={href(tool.path)}>
              {tool.title}
              <span>{tool.note}</span>
            </Link>
          ))}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="settings">
        <h2 id="settings">直播设置</h2>
        <div className={styles.grid}>
          {SETTINGS_KINDS.map((kind) => (
            <Link key={kind} className={styles.tile} href={href(settingsRoute(kind))}>
              {SETTINGS_TITLES[kind]}
              <span>{SETTINGS_FORMS[kind].intro}</span>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}

export const SETTINGS_TITLES: Record<(typeof SETTINGS_KINDS)[number], string> = {
  'continuous-mic': '连麦设置',
  'welfare-materials': '福利素材',
  'exclusive-coupons': '专属优惠券',
  'quick-replies': '快捷回复',
  'hot-search-boards': '热搜榜单',
  'pre-live': '开播前设置',
  'live-in-progress': '直播中设置',
  'anchor-zone': '主播专区',
  'live-guide': '直播指南',
  'music-config': '音乐配置',
};
