import layout from '@/components/ui/layout.module.css';
import { FULL_REFUND_DAYS } from '@/lib/order/refund-rules';

/** 退款协议: the policy of lib/order/refund-rules.ts in words (the numbers come from the rule itself). */
export function RefundAgreement() {
  return (
    <article className={layout.doc}>
      <h2>退款协议</h2>
      <p>
        本协议说明您在本平台购买会员及增值服务后申请退款的条件、金额与流程。提交退款申请即视为您已阅读并同意本协议。
      </p>
      <h3>一、可申请退款的订单</h3>
      <ol>
        <li>仅“已支付”状态的订单可申请退款；每笔订单仅可有一笔处理中或已完成的退款。</li>
        <li>通过 App Store（苹果应用内购买）支付的订单，由 Apple 按其规则处理退款，请在 Apple 账户中申请。</li>
      </ol>
      <h3>二、可退金额</h3>
      <ol>
        <li>支付后{FULL_REFUND_DAYS}天内申请：最多可退该订单的全部实付金额。</li>
        <li>
          支付{FULL_REFUND_DAYS}天后、服务期内申请：最多可退实付金额 × 未使用整天数 ÷ 服务总天数（按分向下取整）。
        </li>
        <li>服务期结束后不再受理退款。优惠券抵扣部分不予退还，已使用的优惠券不予返还。</li>
        <li>会员订单的剩余天数已抵扣升级费用的，抵扣部分不再退还。</li>
        <li>
          订单附带的奖励（购买赠券、首购任务奖励）在退款期结束后发放；退款期内退款的不再发放。已发放的，退款时收回未使用的，已使用的按其抵扣金额从退款中扣除。
        </li>
      </ol>
      <h3>三、退款流程</h3>
      <ol>
        <li>提交申请后订单变为“退款中”，平台将在1-3个工作日内审核。</li>
        <li>
          审核通过后，退款金额原路退回至您的支付账户，到账时间以支付渠道为准；该订单开通的服务同时终止；会员按退款比例缩短（全额退款则该订单的会员期取消，其后续费的会员期顺延提前）。
        </li>
        <li>审核未通过的，订单恢复为“已支付”，您可修改后重新申请。</li>
        <li>订单已开具的电子发票将在退款成功时红冲作废。</li>
      </ol>
      <h3>四、其他</h3>
      <p>
        如对退款结果有异议，可在审核结果公布后重新提交申请并补充说明。本平台内容仅供参考，不构成投资建议，投资者据此操作风险自担。
      </p>
    </article>
  );
}
