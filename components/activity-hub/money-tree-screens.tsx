import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import {
  ACTIVITY_STATUS_LABEL,
  FRUIT_AT,
  formatBp,
  isRipe,
  prizeChanceBp,
  treeStage,
  wateredSources,
} from '@/lib/activity-hub/rules';
import type { MoneyTree } from '@/lib/activity-hub/schemas';
import { DRAW_ALGORITHM } from '@/lib/draw/algorithm';
import { formatMonthDay } from '@/lib/format/date';
import { href, loginHref } from '@/lib/routes/hrefs';
import { ActivityHead, activityWhen } from './activity-card';
import { buttonClass } from '@/components/ui/button';
import styles from './activity.module.css';
import { TreeActions } from './tree-actions';
import { newActionId } from '@/lib/api/action-key';
import { TreeArt } from './tree-art';

function TreeHead({ tree }: { tree: MoneyTree }) {
  const { activity } = tree;
  const drawn = tree.draw.status === 'drawn' ? '已开奖' : `${formatMonthDay(tree.draw_day)} 开奖`;
  return (
    <ActivityHead
      activity={activity}
      badge={{ status: activity.status, label: ACTIVITY_STATUS_LABEL[activity.status] }}
      detail={`${activityWhen(activity)} · ${drawn}`}
    />
  );
}

function Growth({ growth }: { growth: number }) {
  const stage = treeStage(growth);
  return (
    <div className={styles.tree}>
      <TreeArt stage={stage.index} />
      <p className={styles.stage} data-testid="tree-stage">
        {stage.name}
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="成长值"
        aria-valuemin={0}
        aria-valuemax={FRUIT_AT}
        aria-valuenow={growth}
      >
        <span style={{ width: `${Math.min(100, (growth * 100) / FRUIT_AT)}%` }} />
      </div>
      <p className={styles.muted} data-testid="tree-growth">
        成长值 {growth}/{FRUIT_AT}
      </p>
    </div>
  );
}

function MyFruit({ tree }: { tree: MoneyTree }) {
  const me = tree.me!;
  if (me.prize)
    return (
      <p className={styles.ok} data-testid="tree-prize">
        恭喜！你的果实抽中了「{me.prize}」，奖励已发放到账户。
      </p>
    );
  if (me.harvested)
    return (
      <p className={styles.ok} data-testid="tree-harvested">
        {tree.draw.status === 'drawn'
          ? '果实已参与抽奖，本期未中奖。'
          : `果实已摘下并进入奖池，${formatMonthDay(tree.draw_day)} 开奖。`}
      </p>
    );
  return null;
}

/** /activity/money-tree/{id}/v2: the tree, the tasks that water it and the fruit. */
export function MoneyTreeScreen({ tree, returnTo }: { tree: MoneyTree; returnTo: string }) {
  const { activity, me } = tree;
  const running = activity.status === 'running';
  return (
    <div className={styles.screen}>
      <TreeHead tree={tree} />
      <section className={styles.card} aria-label="我的摇钱树">
        <Growth growth={me?.growth ?? 0} />
        {activity.status === 'upcoming' ? (
          <p className={styles.muted}>活动 {formatMonthDay(activity.start_day)} 开始，开始后完成任务即可浇水。</p>
        ) : null}
        {me === null ? (
          <EmptyState
            title="登录后种下你的摇钱树"
            description="完成任务中心的任务即可浇水，果实成熟后参与抽奖。"
            action={
              <Link className={buttonClass()} href={loginHref(returnTo)}>
                登录
              </Link>
            }
          />
        ) : (
          <>
            <MyFruit tree={tree} />
            {activity.status !== 'ended' ? (
              <TreeActions
                treeId={activity.id}
                me={me}
                running={running}
                ripe={isRipe(me.growth)}
                actionId={newActionId()}
              />
            ) : null}
          </>
        )}
      </section>
      <PrizeTable tree={tree} />
      <div className={styles.links}>
        <Link
          className={buttonClass({ variant: 'secondary' })}
          href={href('/moneyTree/prizes/{id}/v2', { id: activity.id })}
        >
          奖品与开奖公示
        </Link>
        <Link
          className={buttonClass({ variant: 'secondary' })}
          href={href('/moneyTree/mine/{id}/v2', { id: activity.id })}
        >
          我的摇钱树
        </Link>
      </div>
    </div>
  );
}

/** The published prize table with each prize's chance for one fruit at the current pool size. */
export function PrizeTable({ tree }: { tree: MoneyTree }) {
  return (
    <section className={styles.card} aria-labelledby="tree-prizes">
      <h2 id="tree-prizes" className={styles.sectionTitle}>
        奖品与概率
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">奖品</th>
            <th scope="col">数量</th>
            <th scope="col">单颗果实中奖概率</th>
          </tr>
        </thead>
        <tbody>
          {tree.prizes.map((prize) => (
            <tr key={prize.name}>
              <td>{prize.name}</td>
              <td>{prize.count}</td>
              <td>{formatBp(prizeChanceBp(prize.count, tree.prize_total, tree.draw.participants))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted} data-testid="tree-odds">
        {tree.draw.status === 'drawn'
          ? `共 ${tree.prize_total} 份奖品，本期 ${tree.draw.participants} 颗果实参与抽奖，每颗果实中奖概率 ${formatBp(tree.win_chance_bp)}；每人每期最多一颗果实、最多中奖一次。`
          : `共 ${tree.prize_total} 份奖品，当前奖池 ${tree.draw.participants} 颗果实，每颗果实中奖概率 ${formatBp(tree.win_chance_bp)}；每人每期最多一颗果实、最多中奖一次。概率随奖池果实数变化，以开奖时为准。`}
      </p>
    </section>
  );
}

/** /moneyTree/prizes/{id}/v2: prizes, the commitment before the draw, the seed and winners after it. */
export function MoneyTreePrizesScreen({ tree, verified }: { tree: MoneyTree; verified: boolean | null }) {
  const { draw } = tree;
  return (
    <div className={styles.screen}>
      <TreeHead tree={tree} />
      <PrizeTable tree={tree} />
      <section className={styles.card} aria-labelledby="tree-draw">
        <h2 id="tree-draw" className={styles.sectionTitle}>
          开奖公示
        </h2>
        <p className={styles.muted}>
          活动开始时已公布随机种子的 SHA-256 哈希；活动结束次日开奖并公布种子，任何人都可按算法 {DRAW_ALGORITHM}{' '}
          复算中奖名单（与直播间福袋同一算法）。
        </p>
        <p className={styles.muted}>种子哈希：</p>
        <p className={styles.hash} data-testid="tree-seed-hash">
          {draw.seed_hash}
        </p>
        {draw.seed === null ? (
          <p className={styles.muted}>种子将在 {formatMonthDay(tree.draw_day)} 开奖后公布。</p>
        ) : (
          <>
            <p className={styles.muted}>种子：</p>
            <p className={styles.hash} data-testid="tree-seed">
              {draw.seed}
            </p>
            <p className={verified ? styles.ok : styles.alert} data-testid="tree-verification">
              {verified ? '本页已按公布的种子复算：哈希一致，中奖名单一致。' : '复算结果与公布不一致，请联系平台。'}
            </p>
          </>
        )}
      </section>
      {draw.status === 'drawn' ? (
        <section className={styles.card} aria-labelledby="tree-winners">
          <h2 id="tree-winners" className={styles.sectionTitle}>
            中奖名单（{draw.winners.length}）
          </h2>
          {draw.winners.length === 0 ? (
            <p className={styles.muted}>本期没有果实参与抽奖。</p>
          ) : (
            <ul className={styles.list} data-testid="tree-winners">
              {draw.winners.map((winner, index) => (
                <li key={index} className={styles.row}>
                  <span>{winner.nickname}</span>
                  <span>{tree.prizes[winner.prize_index]?.name}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** /moneyTree/mine/{id}/v2: the viewer's own tree: growth, which tasks watered it, the fruit. */
export function MoneyTreeMineScreen({ tree }: { tree: MoneyTree }) {
  const me = tree.me!;
  const watered = wateredSources(me.sources);
  return (
    <div className={styles.screen}>
      <TreeHead tree={tree} />
      <section className={styles.card} aria-label="成长">
        <Growth growth={me.growth} />
        <MyFruit tree={tree} />
        {!me.harvested && isRipe(me.growth) && tree.activity.status === 'running' ? (
          <p className={styles.ok}>果实已成熟，回到摇钱树摘取果实即可参与抽奖。</p>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="tree-watered">
        <h2 id="tree-watered" className={styles.sectionTitle}>
          本期浇水（当前周期）
        </h2>
        {watered.length === 0 ? (
          <p className={styles.muted}>当前周期还没有浇水。完成任务中心的任务后回来浇水。</p>
        ) : (
          <ul className={styles.list}>
            {watered.map((source) => (
              <li key={source.task_id} className={styles.row}>
                <span>{source.title}</span>
                <span>+{source.water}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.links}>
        <Link className={buttonClass()} href={href('/activity/money-tree/{id}/v2', { id: tree.activity.id })}>
          去浇水
        </Link>
        <Link
          className={buttonClass({ variant: 'secondary' })}
          href={href('/moneyTree/prizes/{id}/v2', { id: tree.activity.id })}
        >
          开奖公示
        </Link>
      </div>
    </div>
  );
}
