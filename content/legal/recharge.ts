import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const recharge: LegalDocument = {
  id: 'recharge',
  title: '财蛋充值协议',
  version: 'V2.0',
  effectiveDate: '2025-08-01',
  kind: 'agreement',
  summary: '财蛋（平台虚拟积分）的充值、使用、有效期与退款规则。',
  preamble: [`财蛋是${C.app}平台内用于兑换虚拟服务的积分，不是货币，不能兑换为法定货币，不能在平台外流通。您充值前请阅读本协议。`],
  sections: [
    { heading: '一、充值比例与方式', blocks: ['1元人民币可充值10个财蛋。您可通过微信支付、支付宝充值；在iOS客户端内充值须通过App Store应用内购买，价格以App Store显示为准。'] },
    { heading: '二、使用范围', blocks: ['财蛋可用于：直播间打赏、解锁付费文章、兑换课程、参与福袋活动。财蛋不能用于购买证券投资顾问服务，不能转让给其他账号，不能提现。'] },
    { heading: '三、有效期', blocks: ['充值获得的财蛋长期有效；活动赠送的财蛋有效期以发放时的说明为准，过期作废。使用时优先扣减即将过期的赠送财蛋。'] },
    { heading: '四、退款', blocks: [
      '充值成功后一般不予退款。以下情形可申请退还未使用部分：未成年人未经监护人同意充值、重复扣款、系统故障导致充值未到账。',
      '申请退款请联系客服并提供订单号，我们将在核实后7个工作日内原路退回。',
    ] },
    { heading: '五、未成年人', blocks: ['未成年人充值须取得监护人同意。监护人发现未成年人充值的，可联系客服申请退款。'] },
    { heading: '六、异常处理', blocks: ['以非法方式获取财蛋（如盗刷、利用漏洞、恶意退款）的，我们有权扣除相应财蛋并冻结账号。'] },
  ],
};
