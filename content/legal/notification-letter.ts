import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const notificationLetter: LegalDocument = {
  id: 'notificationLetter',
  title: '风险不匹配警示告知书',
  version: 'V1.4',
  effectiveDate: '2026-01-01',
  kind: 'notice',
  summary: '当您购买的服务风险等级高于您的风险承受能力时，我们向您作出的特别书面警示。',
  preamble: ['尊敬的投资者：'],
  sections: [
    {
      heading: '一、警示事项',
      blocks: [
        {
          strong:
            '根据您最近一次风险承受能力测评结果，您拟购买的产品或服务的风险等级高于您的风险承受能力等级，二者不匹配。',
        },
        '依据《证券期货投资者适当性管理办法》第二十条，我们特此向您作出书面警示：该产品或服务可能导致您承受超出您承受能力的损失，包括但不限于服务费用无法收回、依据服务内容进行投资发生较大亏损等。',
      ],
    },
    {
      heading: '二、我们的建议',
      blocks: [
        '我们建议您选择与您风险承受能力相匹配的产品或服务；如您的财务状况或投资目标已发生变化，可重新进行风险测评。',
      ],
    },
    {
      heading: '三、您的选择',
      blocks: [
        '如您在充分知晓上述风险后仍坚持购买，请在确认页面勾选并签署确认，我们将记录您的确认时间、设备和所确认的产品。',
        {
          strong: '风险承受能力为“最低类别”的投资者，我们不会向其提供风险等级高于R1的产品或服务，即使其本人要求购买。',
        },
        '我们不会主动向您推介与您风险承受能力不匹配的产品或服务。',
      ],
    },
    {
      heading: '四、联系方式',
      blocks: [`如有疑问请拨打${C.phone}。`, `告知方：${C.advisor}`],
    },
  ],
};
