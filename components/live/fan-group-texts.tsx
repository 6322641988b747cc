import { EXCLUSIVE_LIVE_LEVEL, FAN_LEVELS, FAN_TASKS } from '@/lib/live/fan-group-rules';
import styles from './lucky-bag.module.css';

/** /fanGroupExplain/v2 and /fanGroupRules/v2: written from the rule constants, so the text never disagrees with them. */
export function FanGroupTextScreen({ kind }: { kind: 'explain' | 'rules' }) {
  return (
    <article className={`${styles.sheet} ${styles.rule}`}>
      {kind === 'explain' ? (
        <>
          <h2>亲密度怎么来</h2>
          <ol>
            {FAN_TASKS.map((task) => (
              <li key={task.key}>
                {task.title}：+{task.points} 亲密度（每日一次）
              </li>
            ))}
          </ol>
          <h2>等级</h2>
          <ol>
            {FAN_LEVELS.map((level) => (
              <li key={level.level}>
                Lv{level.level}「{level.badge}」：亲密度 ≥ {level.min}
              </li>
            ))}
          </ol>
          <p>达到 Lv{EXCLUSIVE_LIVE_LEVEL} 可观看该老师的粉丝专享直播。</p>
        </>
      ) : (
        <>
          <h2>加入与退出</h2>
          <p>粉丝团免费加入，每位老师一个粉丝团，可同时加入多个。</p>
          <h2>任务与亲密度</h2>
          <p>每日任务在北京时间 00:00 重置，完成后需手动领取亲密度；观看时长仅在直播页面可见时累计。</p>
          <h2>违规处理</h2>
          <p>
            使用脚本刷观看时长、刷弹幕或多账号参与福袋的，平台将清零亲密度并取消粉丝团资格；粉丝团权益不构成任何投资建议或收益承诺。
          </p>
        </>
      )}
    </article>
  );
}
