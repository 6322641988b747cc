import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const investorProtection: LegalDocument = {
  id: 'investorProtection',
  title: '投资者保护专栏',
  version: '2026年第2期',
  effectiveDate: '2026-05-15',
  kind: 'education',
  summary: '投资者的八项基本权利、警惕非法荐股的五个信号与维权途径。',
  preamble: [
    '保护投资者合法权益是资本市场的基石。本专栏帮助您了解自己的权利、识别常见陷阱，并在权益受损时找到正确的维权渠道。',
  ],
  sections: [
    {
      heading: '一、投资者的基本权利',
      blocks: [
        {
          ordered: true,
          list: [
            '知情权：了解服务内容、收费标准、服务人员资质与风险；',
            '公平交易权：获得与其他客户同等条件的服务；',
            '适当性保护：获得与自身风险承受能力匹配的产品或服务；',
            '个人信息保护：个人信息不被非法收集、使用、泄露；',
            '自主选择权：自主决定是否购买、何时退订；',
            '求偿权：因服务机构违规遭受损失时依法获得赔偿；',
            '监督权：对服务机构的违规行为进行投诉举报；',
            '受教育权：获得投资者教育服务。',
          ],
        },
      ],
    },
    {
      heading: '二、警惕非法荐股的五个信号',
      blocks: [
        {
          ordered: true,
          list: [
            '承诺收益：“稳赚不赔”“月收益30%”“跟上就是涨停”；',
            '要求转账到个人账户或非官方收款码；',
            '拉您进微信群、QQ群，“老师”免费荐股再引导付费；',
            '要求下载非应用商店的“内部交易软件”；',
            '无法提供执业编号，或执业编号在证券业协会官网查询不到。',
          ],
        },
      ],
    },
    {
      heading: '三、遇到问题怎么办',
      blocks: [
        `第一步：保留聊天记录、转账凭证等证据；第二步：向我们投诉（${C.phone}，${C.complaintEmail}）；第三步：向${C.regulator}或拨打12386中国证监会服务热线投诉；涉嫌诈骗的请立即拨打110报警。`,
        '您还可以申请中证中小投资者服务中心或证券业协会的纠纷调解，调解免费。',
      ],
    },
    {
      heading: '四、投资者教育资源',
      blocks: [
        '平台“投教基地”栏目提供交易规则、风险案例与适当性知识的图文和视频课程，您可随时免费学习。本页面下方的案例分析系列以匿名化的真实类型案例讲解财务造假、退市与非法荐股的教训。',
      ],
    },
  ],
  related: [
    { title: '案例：面值退市', path: '/case-analysis/zhgf' },
    { title: '案例：虚增收入利润', path: '/case-analysis/llsw' },
    { title: '案例：大股东资金占用', path: '/case-analysis/bfjt' },
    { title: '案例：涉及公共安全的重大违法', path: '/case-analysis/cssw' },
    { title: '案例：高溢价并购与商誉暴雷', path: '/case-analysis/tgzm' },
    { title: '案例：财务类退市', path: '/case-analysis/swhb' },
    { title: '案例：操纵股价', path: '/case-analysis/szzy' },
    { title: '案例：伪造银行流水', path: '/case-analysis/qsyj' },
    { title: '案例：冒充持牌投顾的“杀猪盘”', path: '/case-analysis/gshz' },
    { title: '投资风险提示', path: '/riskWarning' },
    { title: '法律法规与监管规则', path: '/regulations' },
    { title: '投诉与建议处理规则', path: '/opinion' },
    { title: '官方服务渠道公示', path: '/way' },
  ],
};
