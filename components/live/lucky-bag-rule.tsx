import { DRAW_ALGORITHM, type DrawVerification } from '@/lib/draw/algorithm';
import type { Draw } from '@/lib/draw/schemas';
import type { LuckyBag } from '@/lib/live/lucky-bag-schemas';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { LuckyBagFacts } from './lucky-bag-facts';
import styles from './lucky-bag.module.css';

/**
 * /shareCaidanAnchor/v2/rule: the rules published when the bag opened, the commitment (seed hash),
 * and once drawn the seed, the exact participant list and this server's own recomputation, so anyone
 * can check the upstream did not pick the winners by hand.
 */
export function LuckyBagRuleScreen({
  bag,
  draw,
  verification,
}: {
  bag: LuckyBag;
  draw: Draw;
  verification: DrawVerification | null;
}) {
  return (
    <article className={`${styles.sheet} ${styles.rule}`}>
      <h2>本次福袋</h2>
      <LuckyBagFacts bag={bag} />
      <h2>参与规则</h2>
      <ol>
        <li>在开奖前满足参与条件并点击参与（口令福袋：在直播间发送口令即自动参与）。</li>
        <li>每位用户每个福袋只能参与一次，中奖一次；主播可在倒计时结束前提前开奖。</li>
        <li>奖品在开奖后 7 个工作日内发放至中奖账户；实物奖品将联系中奖用户填写收货地址。</li>
        <li>如发现作弊行为（多账号、脚本刷量），平台有权取消中奖资格。</li>
      </ol>
      <h2>公开验证</h2>
      <p>
        开奖前，平台已公布随机种子的 SHA-256 哈希（承诺值）。开奖后公布种子本身，任何人都可以按下列算法复算中奖名单：
      </p>
      <ol>
        <li>把所有参与编号去重后从小到大排序；</li>
        <li>
          第 k 次抽取（k 从 0 开始）：计算 SHA-256(“种子:k”)，取前 12
          位十六进制数转为整数，对剩余人数取余，得到的位置即中奖者，并将其移出名单；
        </li>
        <li>抽满中奖人数或名单抽完为止。算法标识：{DRAW_ALGORITHM}。</li>
      </ol>
      <p>
        开放时间：{formatChinaShortDateTime(draw.openedAt)} · 状态：{draw.status === 'drawn' ? '已开奖' : '进行中'}
      </p>
      <p>种子哈希（开奖前公布）：</p>
      <p className={styles.mono} data-testid="seed-hash">
        {draw.seedHash}
      </p>
      {draw.seed === null ? (
        <p className={styles.note}>种子将在开奖后公布。</p>
      ) : (
        <>
          <p>种子（开奖后公布）：</p>
          <p className={styles.mono} data-testid="seed">
            {draw.seed}
          </p>
          <p>参与编号（共 {draw.participants.length} 个，已排序）：</p>
          <p className={styles.mono} data-testid="participants">
            {draw.participants.join(', ') || '无'}
          </p>
          <p>公布的中奖编号：{draw.winners.map((winner) => winner.userId).join(', ') || '无'}</p>
          <p>本页复算的中奖编号：{verification?.recomputed.map((winner) => winner.userId).join(', ') || '无'}</p>
          <p
            className={verification?.hashMatches && verification.winnersMatch ? styles.ok : styles.bad}
            data-testid="verification"
          >
            {verification?.hashMatches && verification.winnersMatch
              ? '验证通过：种子与开奖前公布的哈希一致，复算的中奖名单与公布结果一致。'
              : '验证未通过：公布的结果与复算不一致，请联系平台。'}
          </p>
        </>
      )}
    </article>
  );
}
