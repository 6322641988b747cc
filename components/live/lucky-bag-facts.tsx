import { BAG_CONDITION_LABEL, BAG_PRIZE_KIND_LABEL, BAG_RANGE_LABEL, prizeValueText } from '@/lib/live/lucky-bag-rules';
import type { LuckyBag } from '@/lib/live/lucky-bag-schemas';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import styles from './lucky-bag.module.css';

/** What a bag offers and asks: prize, count, range, condition, draw time. */
export function LuckyBagFacts({ bag }: { bag: LuckyBag }) {
  return (
    <dl className={styles.facts}>
      <dt>主播</dt>
      <dd>{bag.anchorName}</dd>
      <dt>奖品</dt>
      <dd>
        {bag.prizeName}（{BAG_PRIZE_KIND_LABEL[bag.prizeKind]}）
      </dd>
      <dt>每人奖品</dt>
      <dd>{prizeValueText(bag.prizeKind, bag.prizeValue)}</dd>
      <dt>中奖人数</dt>
      <dd>{bag.winnerCount} 人</dd>
      <dt>参与范围</dt>
      <dd>{BAG_RANGE_LABEL[bag.range]}</dd>
      <dt>参与条件</dt>
      <dd>
        {bag.condition === 'watch'
          ? `${BAG_CONDITION_LABEL.watch}满 ${bag.watchMinutes} 分钟`
          : `在直播间发送口令「${bag.password}」`}
      </dd>
      <dt>开奖时间</dt>
      <dd>{formatChinaShortDateTime(bag.drawAt)}</dd>
      <dt>已参与</dt>
      <dd>{bag.participants} 人</dd>
    </dl>
  );
}
