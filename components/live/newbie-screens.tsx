import { AppLink as Link } from '@/components/ui/app-link';
import type { Program } from '@/lib/live/schemas';
import { orderProgramsForViewer } from '@/lib/live/program-order';
import { href } from '@/lib/routes/hrefs';
import { ProgramList } from './program-card';
import styles from './lucky-bag.module.css';

/** /newbie-zone/v2: where a new viewer starts: the beginners' class programmes and the ways around. */
export function NewbieZoneScreen({ programs }: { programs: Program[] }) {
  return (
    <>
      <section className={styles.sheet} aria-labelledby="newbie-title">
        <h2 id="newbie-title" className={styles.prize}>
          新手专区
        </h2>
        <p className={styles.note}>
          从看懂 K 线开始：新手课堂每周一三五更新，回放随时可看。直播内容仅为投资者教育，不构成投资建议。
        </p>
        <ul className={styles.list}>
          <li>
            <span>找感兴趣的节目</span>
            <Link className={styles.link} href={href('/programSearchPage/v2')}>
              搜索节目 ›
            </Link>
          </li>
          <li>
            <span>加入粉丝团，做任务涨亲密度</span>
            <Link className={styles.link} href={href('/fanGroupIllustrate/v2')}>
              了解粉丝团 ›
            </Link>
          </li>
          <li>
            <span>福袋怎么抽、如何验证</span>
            <Link className={styles.link} href={href('/shareCaidanAnchor/v2/rule')}>
              福袋规则 ›
            </Link>
          </li>
        </ul>
      </section>
      <section className={styles.sheet} aria-labelledby="newbie-class">
        <h2 id="newbie-class" className={styles.prize}>
          新手课堂
        </h2>
        <ProgramList programs={orderProgramsForViewer(programs)} showTeacher emptyText="新手课堂暂无排期" />
      </section>
    </>
  );
}

const STEPS = [
  ['提交入驻申请', '填写身份与资质：投顾需填写证书编号，达人需完成实名认证。'],
  ['等待平台审核', '3 个工作日内完成资质核验，结果在招募页查看。'],
  ['配置直播间', '设置标题、公告与封面，开播前设置预热公告与提醒。'],
  ['排期节目并备案', '节目内容级别须与资质一致，备案通过后在节目单展示。'],
  ['开播推流', '在直播间配置页点“开播”获取推流地址与一次性密钥。'],
] as const;

/** /liveGuidePage/v2: how to go from viewer to anchor on air; the next step depends on who is reading. */
export function LiveGuideScreen({ isAnchor }: { isAnchor: boolean }) {
  return (
    <section className={`${styles.sheet} ${styles.rule}`} aria-labelledby="guide-title">
      <h2 id="guide-title">开播五步</h2>
      <ol>
        {STEPS.map(([title, text]) => (
          <li key={title}>
            <strong>{title}</strong>：{text}
          </li>
        ))}
      </ol>
      <Link className={styles.button} href={href(isAnchor ? '/creatorsCenter/v2' : '/anchorRecruitment/v2')}>
        {isAnchor ? '进入创作者中心' : '申请成为主播'}
      </Link>
      <Link className={styles.link} href={href('/occupancy-agreement/v2')}>
        主播入驻协议
      </Link>
    </section>
  );
}
