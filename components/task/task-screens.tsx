import { formatChinaDateTime } from '@/lib/format/china-time';
import { AppLink as Link } from '@/components/ui/app-link';
import { LinkList } from '@/components/ui/link-list';
import layout from '@/components/ui/layout.module.css';
import taskStyles from './task.module.css';
import { href } from '@/lib/routes/hrefs';
import { SIGN_IN_REWARDS, rewardText, tasksOfKind } from '@/lib/task/rules';
import type { TaskBoard } from '@/lib/task/schemas';
import type { z } from 'zod';
import type { claimSchema } from '@/lib/task/schemas';
import { RecordList } from '@/components/ui/record-list';
import { TrackedListItem } from '@/components/ui/tracked-elements';
import { TRACKING } from '@/lib/tracking/definitions';
import { TaskButton } from './task-button';

/** 任务中心: the streak, daily tasks (reset at 00:00 Beijing time) and newbie tasks, each claimed once. */
export function TaskCenter({ board, actionIds }: { board: TaskBoard; actionIds: Record<string, string> }) {
  const groups = [
    { kind: 'daily', title: '每日任务' },
    { kind: 'newbie', title: '新手任务' },
  ] as const;
  const streakDay = board.streak % 7 || (board.streak > 0 ? 7 : 0);
  return (
    <div className={layout.screen}>
      <section className={layout.card} aria-labelledby="task-streak">
        <h2 id="task-streak" className={layout.rowTitle}>
          已连续签到{board.streak}天
        </h2>
        <p className={layout.rowMeta}>每日任务于北京时间00:00重置（下次重置 {formatChinaDateTime(board.resets_at)}）</p>
        <ol className={taskStyles.streak} aria-label="连续签到奖励">
          {SIGN_IN_REWARDS.map((units, index) => (
            <li key={index} className={index < streakDay ? taskStyles.reached : undefined}>
              <strong>{units}</strong>第{index + 1}天
            </li>
          ))}
        </ol>
      </section>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`tasks-${group.kind}`}>
          <h2 id={`tasks-${group.kind}`} className={layout.sectionTitle}>
            {group.title}
          </h2>
          <ul className={layout.list}>
            {tasksOfKind(board.tasks, group.kind).map((task) => (
              <TrackedListItem
                key={task.id}
                className={taskStyles.task}
                event={{ ...TRACKING.taskCentre.events.taskShow, eventAttr: { task_id: task.id } }}
              >
                <span style={{ flex: 1 }}>
                  <span className={layout.rowTitle}>{task.title}</span>
                  <span className={layout.rowMeta}>
                    奖励 {rewardText(task.reward)} · {task.description}
                  </span>
                  {task.target > 1 ? (
                    <>
                      <span
                        className={taskStyles.progress}
                        role="progressbar"
                        aria-label={`${task.title}进度`}
                        aria-valuemin={0}
                        aria-valuemax={task.target}
                        aria-valuenow={task.progress}
                      >
                        <span style={{ width: `${Math.round((task.progress / task.target) * 100)}%` }} />
                      </span>
                      <span className={layout.rowMeta}>
                        {task.progress}/{task.target}
                        {task.unit}
                      </span>
                    </>
                  ) : null}
                </span>
                <TaskButton task={task} signedToday={board.signed_today} actionId={actionIds[task.id]} />
              </TrackedListItem>
            ))}
          </ul>
        </section>
      ))}
      <LinkList label="任务相关">
        <li>
          <Link href={href('/missonDetail')}>任务收益明细</Link>
        </li>
        <li>
          <Link href={href('/llczd/m/caidanCenter')}>财蛋中心</Link>
        </li>
        <li>
          <Link href={href('/missonCenterDes')}>任务说明</Link>
        </li>
      </LinkList>
    </div>
  );
}

export function TaskEarnings({ claims }: { claims: z.infer<typeof claimSchema>[] }) {
  const items = claims.map((claim) => ({
    key: `${claim.task_id}-${claim.period}`,
    title: TASK_TITLES[claim.task_id],
    meta: [formatChinaDateTime(claim.claimed_at)],
    trailing: <span className={`${layout.amount} ${layout.plus}`}>{rewardText(claim.reward)}</span>,
  }));
  return (
    <RecordList
      label="任务收益明细"
      items={items}
      empty={{ title: '暂无任务收益', action: { path: '/missonCenter', label: '去做任务' } }}
    />
  );
}

const TASK_TITLES: Record<string, string> = {
  sign_in: '每日签到',
  watch_live: '观看直播',
  share: '分享',
  risk_test: '完成风险测评',
  real_name: '完成实名认证',
  first_purchase: '首次开通会员',
};

/** 任务说明: the rules, from the same reward table the upstream pays by. */
export function TaskRules() {
  return (
    <section className={layout.card} aria-label="任务说明">
      <ul className={layout.notes}>
        <li>每日任务（签到、观看直播10分钟、分享）于北京时间每日00:00重置，每项每天可领取一次奖励。</li>
        <li>连续签到奖励依次为{SIGN_IN_REWARDS.join('、')}个财蛋，第7天后重新开始；中断一天则从第1天计算。</li>
        <li>新手任务（风险测评、实名认证、首次开通会员）每人仅可领取一次。</li>
        <li>任务完成后需在任务中心点击“领取”，奖励将发放至财蛋中心或优惠券中。</li>
        <li>财蛋为平台虚拟道具，不可转赠；如发现作弊行为，平台有权收回奖励。</li>
      </ul>
    </section>
  );
}
