import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import { CAPSULE_MAX_PICKS, CAPSULE_PHASE_LABEL } from '@/lib/activity-hub/rules';
import type { Capsule, CapsuleHistory } from '@/lib/activity-hub/schemas';
import { formatMonthDay } from '@/lib/format/date';
import { formatFen } from '@/lib/format/fen';
import { href, loginHref } from '@/lib/routes/hrefs';
import { ActivityHead, StatusBadge } from './activity-card';
import { buttonClass } from '@/components/ui/button';
import styles from './activity.module.css';
import { ReturnFigure } from './return-figure';
import { SealForm } from './seal-form';
import { newActionId } from '@/lib/api/action-key';

type SealedPick = NonNullable<Capsule['me']>['picks'][number];

export function CapsuleHead({
  capsule,
}: {
  capsule: Pick<Capsule, 'activity' | 'phase' | 'open_day'> & { sealed_users?: number };
}) {
  const { activity } = capsule;
  const sealed = capsule.sealed_users === undefined ? '' : ` · ${capsule.sealed_users} 人已封存`;
  return (
    <ActivityHead
      activity={activity}
      badge={{ status: capsule.phase, label: CAPSULE_PHASE_LABEL[capsule.phase] }}
      detail={`封存期 ${formatMonthDay(activity.start_day)} – ${formatMonthDay(activity.end_day)} · ${formatMonthDay(capsule.open_day)} 开启${sealed}`}
    />
  );
}

/** Sealed picks: the basis close, and once opened the close on the open day and the return. */
export function PickTable({ picks, capsuleId }: { picks: SealedPick[]; capsuleId: number }) {
  return (
    <table className={styles.table} data-testid="capsule-picks">
      <thead>
        <tr>
          <th scope="col">股票</th>
          <th scope="col">封存价</th>
          <th scope="col">开启价</th>
          <th scope="col">收益</th>
        </tr>
      </thead>
      <tbody>
        {picks.map((pick) => (
          <tr key={pick.code}>
            <td>
              <Link
                className={styles.name}
                href={href('/activity/capsule/{id}/v2/stock/{code}', { id: capsuleId, code: pick.code })}
              >
                {pick.name}
              </Link>
              <span className={styles.code}>{pick.code}</span>
            </td>
            <td>{formatFen(pick.basis_fen)}</td>
            <td>{pick.result_fen === null ? '待开启' : formatFen(pick.result_fen)}</td>
            <td>
              <ReturnFigure bp={pick.return_bp} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MyCapsule({ capsule }: { capsule: Capsule }) {
  const me = capsule.me!;
  if (!me.sealed) {
    if (capsule.phase === 'sealing') {
      return (
        <>
          <SealForm
            capsuleId={capsule.activity.id}
            pool={capsule.pool}
            limit={me.pick_limit}
            actionId={newActionId()}
          />
          <p className={styles.muted}>
            可选 {me.pick_limit} 只（好友助力每次 +1，最多 {CAPSULE_MAX_PICKS} 只）。
            <Link href={href('/activity/capsule/{id}/v2/invite', { id: capsule.activity.id })}>邀请好友助力</Link>
          </p>
        </>
      );
    }
    return (
      <p className={styles.muted}>
        {capsule.phase === 'upcoming'
          ? `${formatMonthDay(capsule.activity.start_day)} 开始封存。`
          : '本期封存已结束，你没有封存选股。'}
      </p>
    );
  }
  return (
    <div data-testid="my-capsule">
      <p className={styles.ok}>
        你已于 {me.seal_day} 收盘封存 {me.picks.length} 只股票。
        {capsule.phase === 'opened' ? '' : `胶囊将在 ${formatMonthDay(capsule.open_day)} 开启，届时揭晓收益。`}
      </p>
      <PickTable picks={me.picks} capsuleId={capsule.activity.id} />
      {capsule.phase === 'opened' ? (
        <dl className={styles.facts} data-testid="capsule-opened">
          <div>
            <dt>我的平均收益</dt>
            <dd>
              <ReturnFigure bp={me.average_bp} testId="my-average" />
            </dd>
          </div>
          <div>
            <dt>同期{capsule.index_name}</dt>
            <dd>
              <ReturnFigure bp={me.index_return_bp} />
            </dd>
          </div>
        </dl>
      ) : null}
      {capsule.phase === 'opened' && me.average_bp !== null && me.index_return_bp !== null ? (
        <p className={styles.ok}>
          {me.average_bp > me.index_return_bp
            ? `跑赢${capsule.index_name}！`
            : `未跑赢${capsule.index_name}，下次再接再厉。`}
        </p>
      ) : null}
    </div>
  );
}

/** /activity/capsule/{id}/v2: seal picks while sealing; the results once the capsule opens. */
export function CapsuleScreen({ capsule, returnTo }: { capsule: Capsule; returnTo: string }) {
  const id = capsule.activity.id;
  return (
    <div className={styles.screen}>
      <CapsuleHead capsule={capsule} />
      {capsule.result ? (
        <section className={styles.card} aria-labelledby="capsule-result">
          <h2 id="capsule-result" className={styles.sectionTitle}>
            开启结果
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>全部胶囊平均收益</dt>
              <dd>
                <ReturnFigure bp={capsule.result.average_bp} />
              </dd>
            </div>
            <div>
              <dt>同期{capsule.index_name}</dt>
              <dd>
                <ReturnFigure bp={capsule.result.index_return_bp} />
              </dd>
            </div>
          </dl>
          <p className={styles.muted}>
            {capsule.result.users} 人封存，{capsule.result.users_beat_index} 人跑赢指数
            {capsule.result.best ? `；表现最好的选股：${capsule.result.best.name}` : ''}
          </p>
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="capsule-mine">
        <h2 id="capsule-mine" className={styles.sectionTitle}>
          我的胶囊
        </h2>
        {capsule.me === null ? (
          <EmptyState
            title={capsule.phase === 'sealing' ? '登录后封存你的选股' : '登录后查看你的胶囊'}
            description="选出看好的股票封存起来，开启日揭晓它们跑赢大盘了吗。"
            action={
              <Link className={buttonClass()} href={loginHref(returnTo)}>
                登录
              </Link>
            }
          />
        ) : (
          <MyCapsule capsule={capsule} />
        )}
      </section>
      <nav className={styles.links} aria-label="胶囊更多">
        <Link className={buttonClass({ variant: 'secondary' })} href={href('/activity/capsule/{id}/v2/stocks', { id })}>
          股票池
        </Link>
        <Link
          className={buttonClass({ variant: 'secondary' })}
          href={href('/activity/capsule/{id}/v2/history', { id })}
        >
          我的胶囊记录
        </Link>
        <Link className={buttonClass({ variant: 'secondary' })} href={href('/activity/capsule-rule/v2')}>
          活动规则
        </Link>
      </nav>
      <p className={styles.note}>内容仅供参考，不构成投资建议，投资者据此操作风险自担。</p>
    </div>
  );
}

/** /activity/capsule/{id}/v2/history: every capsule the viewer sealed, newest first. */
export function CapsuleHistoryScreen({ history, capsuleId }: { history: CapsuleHistory; capsuleId: number }) {
  if (history.items.length === 0) {
    return (
      <div className={styles.screen}>
        <EmptyState
          title="还没有封存过胶囊"
          description="封存选股后，记录会出现在这里。"
          action={
            <Link className={buttonClass()} href={href('/activity/capsule/{id}/v2', { id: capsuleId })}>
              去封存
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className={styles.screen}>
      {history.items.map((item) => (
        <section
          key={item.activity.id}
          className={styles.card}
          aria-labelledby={`history-${item.activity.id}`}
          data-testid="capsule-history-item"
        >
          <div className={styles.cardHead}>
            <h2 id={`history-${item.activity.id}`} className={styles.cardTitle}>
              <Link href={href('/activity/capsule/{id}/v2', { id: item.activity.id })}>{item.activity.title}</Link>
            </h2>
            <StatusBadge status={item.phase} label={CAPSULE_PHASE_LABEL[item.phase]} />
          </div>
          <p className={styles.muted}>
            {item.seal_day} 封存 · {formatMonthDay(item.open_day)} 开启
          </p>
          <PickTable picks={item.picks} capsuleId={item.activity.id} />
          {item.average_bp !== null ? (
            <p className={styles.muted}>
              平均收益 <ReturnFigure bp={item.average_bp} />
              ，同期指数 <ReturnFigure bp={item.index_return_bp} />
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
