import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import { activityPageHref } from '@/lib/activity-hub/links';
import {
  ACTIVITY_STATUS_LABEL,
  CAPSULE_PHASE_LABEL,
  FRUIT_AT,
  formatBp,
  TASK_WATER,
  treeStage,
} from '@/lib/activity-hub/rules';
import type { ActivitySummary, Capsule, MoneyTree } from '@/lib/activity-hub/schemas';
import { formatMonthDay } from '@/lib/format/date';
import { href } from '@/lib/routes/hrefs';
import type { TaskBoard } from '@/lib/task/schemas';
import { ActivityCard, ActivityHead, activityWhen } from './activity-card';
import { buttonClass } from '@/components/ui/button';
import styles from './activity.module.css';

function Summary({ activity, badge }: { activity: ActivitySummary; badge: { status: string; label: string } }) {
  return <ActivityHead activity={activity} badge={badge} detail={activityWhen(activity)} showKind />;
}

/** /activities-collect/v2/money-tree/{id}: the hub's card of a money tree, and the way in. */
export function MoneyTreeHubView({ tree }: { tree: MoneyTree }) {
  const { activity } = tree;
  return (
    <div className={styles.screen}>
      <Summary activity={activity} badge={{ status: activity.status, label: ACTIVITY_STATUS_LABEL[activity.status] }} />
      <section className={styles.card} aria-label="摇钱树概况">
        <dl className={styles.facts}>
          <div>
            <dt>奖品</dt>
            <dd>{tree.prize_total} 份</dd>
          </div>
          <div>
            <dt>奖池果实</dt>
            <dd>{tree.draw.participants} 颗</dd>
          </div>
          <div>
            <dt>每颗果实中奖概率</dt>
            <dd>{formatBp(tree.win_chance_bp)}</dd>
          </div>
          <div>
            <dt>{tree.me ? '我的成长值' : '开奖日'}</dt>
            <dd>
              {tree.me
                ? `${tree.me.growth}/${FRUIT_AT} ${treeStage(tree.me.growth).name}`
                : formatMonthDay(tree.draw_day)}
            </dd>
          </div>
        </dl>
      </section>
      <div className={styles.links}>
        <Link
          className={buttonClass()}
          href={href('/activity/money-tree/{id}/v2', { id: activity.id })}
          data-testid="open-money-tree"
        >
          {activity.status === 'ended' ? '查看结果' : '进入摇钱树'}
        </Link>
        <Link
          className={buttonClass({ variant: 'secondary' })}
          href={href('/moneyTree/prizes/{id}/v2', { id: activity.id })}
        >
          奖品与开奖公示
        </Link>
      </div>
    </div>
  );
}

/** /activities-collect/v2/capsule/{id}: the hub's card of a capsule. */
export function CapsuleHubView({ capsule }: { capsule: Capsule }) {
  const { activity } = capsule;
  return (
    <div className={styles.screen}>
      <Summary activity={activity} badge={{ status: capsule.phase, label: CAPSULE_PHASE_LABEL[capsule.phase] }} />
      <section className={styles.card} aria-label="胶囊概况">
        <dl className={styles.facts}>
          <div>
            <dt>开启日</dt>
            <dd>{formatMonthDay(capsule.open_day)}</dd>
          </div>
          <div>
            <dt>已封存</dt>
            <dd>{capsule.sealed_users} 人</dd>
          </div>
        </dl>
      </section>
      <div className={styles.links}>
        <Link className={buttonClass()} href={href('/activity/capsule/{id}/v2', { id: activity.id })}>
          {capsule.phase === 'opened' ? '查看开启结果' : '进入选股胶囊'}
        </Link>
        <Link className={buttonClass({ variant: 'secondary' })} href={href('/activity/capsule-rule/v2')}>
          活动规则
        </Link>
      </div>
    </div>
  );
}

/** /activities-collect/v2/activity/koi-page/{id}: the hub's card of a koi lottery (the koi pages are their own family). */
export function KoiHubView({ activity }: { activity: ActivitySummary }) {
  const page = activityPageHref(activity.kind, activity.id);
  return (
    <div className={styles.screen}>
      <Summary activity={activity} badge={{ status: activity.status, label: ACTIVITY_STATUS_LABEL[activity.status] }} />
      <p className={styles.muted}>
        锦鲤抽奖在服务端开奖：奖品数量与概率在开奖前公布，开奖后公布随机种子，中奖名单可复算。
      </p>
      {page ? (
        <div className={styles.links}>
          <Link className={buttonClass()} href={page}>
            进入锦鲤抽奖
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/** /activities-collect/v2/choose-stock: the stock-picking activities: capsules and the contest. */
export function ChooseStockScreen({ capsules }: { capsules: ActivitySummary[] }) {
  return (
    <div className={styles.screen}>
      <section className={styles.section} aria-labelledby="choose-contest">
        <h2 id="choose-contest" className={styles.sectionTitle}>
          选股大赛
        </h2>
        <Link className={styles.card} href={href('/stock-contest/index')}>
          <h3 className={styles.cardTitle}>模拟炒股大赛</h3>
          <p className={styles.muted}>百万虚拟资金按真实行情交易，按收益与收益/回撤排名。</p>
        </Link>
      </section>
      <section className={styles.section} aria-labelledby="choose-capsule">
        <h2 id="choose-capsule" className={styles.sectionTitle}>
          选股时光胶囊
        </h2>
        {capsules.length === 0 ? (
          <EmptyState title="暂无选股胶囊" />
        ) : (
          capsules.map((item) => <ActivityCard key={item.id} activity={item} />)
        )}
      </section>
    </div>
  );
}

/** /activities-collect/v2/activity/misson-center: the task centre's tasks as water for the running money trees. */
export function ActivityTaskScreen({ board, trees }: { board: TaskBoard; trees: ActivitySummary[] }) {
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="task-water">
        <h2 id="task-water" className={styles.sectionTitle}>
          做任务，为摇钱树浇水
        </h2>
        <ul className={styles.list} data-testid="activity-tasks">
          {board.tasks.map((task) => (
            <li key={task.id} className={styles.row}>
              <span className={styles.rowMain}>
                <span>{task.title}</span>
                <span className={styles.rowSub}>
                  {task.kind === 'daily' ? '每日' : '新手'} · 浇水 +{TASK_WATER[task.id]}
                </span>
              </span>
              <span className={styles.done}>
                {task.state === 'todo' ? `${task.progress}/${task.target}${task.unit}` : '已完成'}
              </span>
            </li>
          ))}
        </ul>
        <div className={styles.links}>
          <Link className={buttonClass()} href={href('/missonCenter')}>
            去任务中心
          </Link>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="task-trees">
        <h2 id="task-trees" className={styles.sectionTitle}>
          进行中的摇钱树
        </h2>
        {trees.length === 0 ? (
          <p className={styles.muted}>暂无进行中的摇钱树</p>
        ) : (
          trees.map((tree) => <ActivityCard key={tree.id} activity={tree} />)
        )}
      </section>
    </div>
  );
}
