import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import { BAG_PRIZE_KIND_LABEL, prizeValueText, type BagAwardStatus } from '@/lib/live/lucky-bag-rules';
import type { LuckyBag } from '@/lib/live/lucky-bag-schemas';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { LuckyBagAddressForm } from './lucky-bag-address-form';
import { LuckyBagFacts } from './lucky-bag-facts';
import { LuckyBagPanel } from './lucky-bag-panel';
import styles from './lucky-bag.module.css';

const BAG_AWARD_NOTE: Record<BagAwardStatus, string> = {
  CREDITED: '已发放到你的账户',
  PENDING: '正在发放到你的账户',
  AWAITING_ADDRESS: '请填写收货地址，奖品将寄往该地址',
  ADDRESS_SUBMITTED: '收货地址已提交，奖品将寄往该地址',
};

const ruleLink = (bag: LuckyBag) => (
  <Link className={styles.link} href={href('/shareCaidanAnchor/v2/rule', { bagId: bag.id })}>
    福袋规则与开奖验证
  </Link>
);

/** /shareCaidanWatchFull/v2: what the bag offers, and the viewer's panel. */
export function LuckyBagWatchScreen({ bag, loggedIn }: { bag: LuckyBag; loggedIn: boolean }) {
  return (
    <>
      <section className={styles.sheet} aria-labelledby="bag-prize">
        <h2 id="bag-prize" className={styles.prize}>
          福袋：{bag.prizeName}
        </h2>
        <LuckyBagFacts bag={bag} />
        {ruleLink(bag)}
      </section>
      <LuckyBagPanel initial={bag} loggedIn={loggedIn} />
    </>
  );
}

/** /shareCaidanStatusFull/v2: the result once drawn (the caller's own first), or how long is left. */
export function LuckyBagStatusScreen({ bag }: { bag: LuckyBag }) {
  if (bag.status === 'open') {
    return (
      <section className={styles.sheet} aria-labelledby="bag-status">
        <h2 id="bag-status" className={styles.prize}>
          福袋尚未开奖
        </h2>
        <p className={styles.note}>
          将于 {formatChinaShortDateTime(bag.drawAt)} 开奖，当前 {bag.participants} 人参与。
        </p>
        <Link className={styles.button} href={href('/shareCaidanWatchFull/v2', { bagId: bag.id })}>
          去参与
        </Link>
        {ruleLink(bag)}
      </section>
    );
  }
  return (
    <section className={styles.sheet} aria-labelledby="bag-status">
      <h2 id="bag-status" className={styles.prize}>
        福袋已开奖
      </h2>
      {bag.me ? (
        <p className={bag.me.won ? styles.ok : styles.note} data-testid="bag-my-result">
          {bag.me.won
            ? `恭喜你抽中「${bag.prizeName}」：${prizeValueText(bag.prizeKind, bag.prizeValue)}${bag.me.award ? `，${BAG_AWARD_NOTE[bag.me.award.status]}` : ''}`
            : bag.me.joined
              ? '很遗憾，本次未中奖'
              : '你未参与本次福袋'}
        </p>
      ) : null}
      {bag.me?.award?.status === 'AWAITING_ADDRESS' ? <LuckyBagAddressForm bagId={bag.id} /> : null}
      <p className={styles.note}>
        {bag.participants} 人参与，{bag.winners.length} 人中奖（{BAG_PRIZE_KIND_LABEL[bag.prizeKind]}：{bag.prizeName}）
      </p>
      <h3 className={styles.note}>中奖名单</h3>
      {bag.winners.length ? (
        <ol className={styles.list} aria-label="中奖名单">
          {bag.winners.map((winner) => (
            <li key={winner.userId}>
              <span>{winner.nickname}</span>
              <span>参与编号 {winner.userId}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.note}>无人参与，本次无人中奖。</p>
      )}
      <Link className={styles.ghost} href={href('/shareCaidanAnchor/v2/rule', { bagId: bag.id })}>
        验证开奖结果
      </Link>
    </section>
  );
}

/** /shareCaidanAnchorFull/v2: a room's bags, newest first. */
export function LuckyBagHistoryScreen({ bags }: { bags: LuckyBag[] }) {
  if (bags.length === 0) return <EmptyState title="暂无福袋" description="主播发起福袋后会在这里出现。" />;
  return (
    <section className={styles.sheet} aria-labelledby="bag-history">
      <h2 id="bag-history" className={styles.prize}>
        {bags[0].anchorName}的福袋
      </h2>
      <ul className={styles.list}>
        {bags.map((bag) => (
          <li key={bag.id}>
            <span>
              {bag.prizeName} × {bag.winnerCount}
              <br />
              <span className={styles.note}>
                {bag.status === 'open'
                  ? `进行中 · ${formatChinaShortDateTime(bag.drawAt)} 开奖`
                  : `已开奖 · ${bag.participants} 人参与`}
              </span>
            </span>
            <Link
              className={styles.link}
              href={href(bag.status === 'open' ? '/shareCaidanWatchFull/v2' : '/shareCaidanStatusFull/v2', {
                bagId: bag.id,
              })}
            >
              {bag.status === 'open' ? '参与' : '结果'}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
