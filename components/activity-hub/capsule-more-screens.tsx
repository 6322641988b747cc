import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import { CAPSULE_BASE_PICKS, CAPSULE_MAX_PICKS } from '@/lib/activity-hub/rules';
import type { Capsule, CapsuleHelpTarget, CapsuleInvite, CapsuleStock } from '@/lib/activity-hub/schemas';
import { formatFen } from '@/lib/format/fen';
import { arrow, direction, formatPct } from '@/lib/format/number';
import { href, loginHref, pageUrl } from '@/lib/routes/hrefs';
import { CapsuleHead } from './capsule-screens';
import { HelpButton } from './help-button';
import { newActionId } from '@/lib/api/action-key';
import { buttonClass } from '@/components/ui/button';
import styles from './activity.module.css';
import { ReturnFigure } from './return-figure';
import { PosterShareButton } from '@/components/share/poster-share-button';
import { TRACKING } from '@/lib/tracking/definitions';

/** /activity/capsule/{id}/v2/stocks: the pool at the latest close, with how many sealed each. */
export function CapsuleStocksScreen({ capsule }: { capsule: Capsule }) {
  const id = capsule.activity.id;
  return (
    <div className={styles.screen}>
      <CapsuleHead capsule={capsule} />
      <section className={styles.card} aria-labelledby="pool-title">
        <h2 id="pool-title" className={styles.sectionTitle}>
          本期股票池（{capsule.pool.length}）
        </h2>
        <table className={styles.table} data-testid="capsule-pool">
          <thead>
            <tr>
              <th scope="col">股票</th>
              <th scope="col">最新价</th>
              <th scope="col">涨跌幅</th>
              <th scope="col">封存人数</th>
            </tr>
          </thead>
          <tbody>
            {capsule.pool.map((stock) => (
              <tr key={stock.code}>
                <td>
                  <Link
                    className={styles.name}
                    href={href('/activity/capsule/{id}/v2/stock/{code}', { id, code: stock.code })}
                  >
                    {stock.name}
                  </Link>
                  <span className={styles.code}>{stock.code}</span>
                </td>
                <td>{formatFen(stock.close_fen)}</td>
                <td className={styles[direction(stock.pct)]}>
                  {arrow(stock.pct)}
                  {formatPct(stock.pct)}
                </td>
                <td>{stock.picks}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>行情为最近交易日收盘数据，与行情页一致。</p>
      </section>
    </div>
  );
}

/** /activity/capsule/{id}/v2/stock/{code}: one stock over the capsule's days against the index. */
export function CapsuleStockScreen({ stock }: { stock: CapsuleStock }) {
  const recent = [...stock.closes].reverse().slice(0, 20);
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="stock-title">
        <h2 id="stock-title" className={styles.cardTitle}>
          {stock.name}（{stock.code}）
        </h2>
        <p className={styles.muted}>
          {stock.industry} · {stock.in_pool ? `本期股票池，${stock.picks} 人封存` : '不在本期股票池'} ·{' '}
          {stock.activity.title}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>
              {stock.from_day} 至 {stock.to_day}
            </dt>
            <dd>
              <ReturnFigure bp={stock.return_bp} testId="stock-return" />
            </dd>
          </div>
          <div>
            <dt>同期上证指数</dt>
            <dd>
              <ReturnFigure bp={stock.index_return_bp} />
            </dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="closes-title">
        <h2 id="closes-title" className={styles.sectionTitle}>
          每日收盘价
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">日期</th>
              <th scope="col">收盘价</th>
            </tr>
          </thead>
          <tbody>
            {recent.map((row) => (
              <tr key={row.day}>
                <td>{row.day}</td>
                <td>{formatFen(row.close_fen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className={styles.links}>
        <Link
          className={buttonClass({ variant: 'secondary' })}
          href={href('/activity/capsule/{id}/v2', { id: stock.activity.id })}
        >
          返回胶囊
        </Link>
      </div>
    </div>
  );
}

/** /activity/capsule/{id}/v2/invite: the viewer's help link and who has helped. */
export function CapsuleInviteScreen({ invite, origin }: { invite: CapsuleInvite; origin: string }) {
  const link = `${origin}${pageUrl('/activity/capsule/{id}/v2/help', { id: invite.activity.id }, { code: invite.code })}`;
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="invite-title">
        <h2 id="invite-title" className={styles.cardTitle}>
          邀请好友助力
        </h2>
        <p className={styles.muted}>
          每位好友助力一次，你的可选股票数 +1（基础 {CAPSULE_BASE_PICKS} 只，最多 {CAPSULE_MAX_PICKS}{' '}
          只）。封存后不再需要助力。
        </p>
        <p className={styles.muted}>我的邀请码</p>
        <p className={styles.copy} data-testid="invite-code">
          {invite.code}
        </p>
        <p className={styles.muted}>把下面的链接发给好友：</p>
        <p className={styles.hash} data-testid="invite-link">
          {link}
        </p>
        <PosterShareButton
          className={buttonClass({ variant: 'secondary' })}
          title={`帮我助力：${invite.activity.title}`}
          desc="每位好友助力一次，我就能多选一只股票。"
          link={link}
          label="分享助力海报"
          event={{
            ...TRACKING.fissionActivity.events.inviteClick,
            eventAttr: { activity: 'capsule', share_type: 'poster' },
          }}
        />
        <dl className={styles.facts}>
          <div>
            <dt>已助力</dt>
            <dd>{invite.helps} 人</dd>
          </div>
          <div>
            <dt>当前可选</dt>
            <dd>{invite.pick_limit} 只</dd>
          </div>
        </dl>
      </section>
      {invite.helpers.length > 0 ? (
        <section className={styles.card} aria-labelledby="helpers-title">
          <h2 id="helpers-title" className={styles.sectionTitle}>
            助力好友
          </h2>
          <ul className={styles.list}>
            {invite.helpers.map((name, index) => (
              <li key={index} className={styles.row}>
                {name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={styles.links}>
        <Link className={buttonClass()} href={href('/activity/capsule/{id}/v2', { id: invite.activity.id })}>
          去封存选股
        </Link>
      </div>
    </div>
  );
}

/** /activity/capsule/{id}/v2/help?code=: a friend's request for help. */
export function CapsuleHelpScreen({
  target,
  code,
  loggedIn,
  returnTo,
}: {
  target: CapsuleHelpTarget;
  code: string;
  loggedIn: boolean;
  returnTo: string;
}) {
  const id = target.activity.id;
  let action;
  if (target.self) action = <p className={styles.muted}>这是你自己的邀请链接，发给好友即可获得助力。</p>;
  else if (target.helped)
    action = (
      <p className={styles.ok} data-testid="help-done">
        你已为好友助力，谢谢！
      </p>
    );
  else if (target.phase !== 'sealing')
    action = (
      <p className={styles.muted}>本期封存{target.phase === 'upcoming' ? '尚未开始' : '已结束'}，暂不能助力。</p>
    );
  else if (!loggedIn)
    action = (
      <Link className={buttonClass()} href={loginHref(returnTo)}>
        登录后助力
      </Link>
    );
  else action = <HelpButton capsuleId={id} code={code} actionId={newActionId()} />;
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="help-title">
        <h2 id="help-title" className={styles.cardTitle}>
          {target.inviter} 邀请你为 TA 的选股胶囊助力
        </h2>
        <p className={styles.muted}>{target.activity.title}：助力后，好友可多封存一只股票。</p>
        <div className={styles.links}>{action}</div>
      </section>
      <div className={styles.links}>
        <Link className={buttonClass({ variant: 'secondary' })} href={href('/activity/capsule/{id}/v2', { id })}>
          我也去封存选股
        </Link>
      </div>
    </div>
  );
}

export function CapsuleHelpMissing({ capsuleId }: { capsuleId: number }) {
  return (
    <div className={styles.screen}>
      <EmptyState
        title="邀请链接无效"
        description="请向好友索取完整的助力链接。"
        action={
          <Link className={buttonClass()} href={href('/activity/capsule/{id}/v2', { id: capsuleId })}>
            查看选股胶囊
          </Link>
        }
      />
    </div>
  );
}

/** /activity/capsule-rule/v2: the rules the server enforces, from the same constants. */
export function CapsuleRuleScreen() {
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="rule-how">
        <h2 id="rule-how" className={styles.sectionTitle}>
          玩法
        </h2>
        <ol className={styles.rules}>
          <li>
            封存期内，从本期股票池中选出 1 至 {CAPSULE_BASE_PICKS} 只股票封存；每位好友助力一次可多选 1 只，最多{' '}
            {CAPSULE_MAX_PICKS} 只。
          </li>
          <li>每只股票以封存当日（非交易日取上一交易日）的收盘价作为封存价；封存后不能修改。</li>
          <li>
            胶囊在开启日开启：以开启日（非交易日取上一交易日）收盘价计算每只股票的收益，取平均值与同期上证指数涨跌幅比较。
          </li>
          <li>开启前不显示收益；已结束的胶囊结果永久可查。</li>
          <li>每位用户每期只能为一位好友助力一次，不能为自己助力。</li>
        </ol>
      </section>
      <p className={styles.muted}>
        本活动为模拟选股，不涉及真实交易；内容仅供参考，不构成投资建议，投资者据此操作风险自担。
      </p>
    </div>
  );
}
