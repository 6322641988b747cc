import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const investmentServicesLicense: LegalDocument = {
  id: 'new-investmentServicesLicense',
  title: '投资服务业务资质及许可说明',
  version: 'V1.2',
  effectiveDate: '2026-01-01',
  kind: 'notice',
  summary: '平台各项服务的提供主体、业务资质与许可范围说明。',
  preamble: ['为便于投资者核实服务提供者的资质，我们就平台各项服务的提供主体及其资质说明如下。'],
  sections: [
    {
      heading: '一、服务主体一览',
      blocks: [
        {
          table: {
            head: ['服务', '提供主体', '资质'],
            rows: [
              ['App与H5平台运营、资讯与数据工具', C.operator, '增值电信业务经营许可证（ICP）'],
              ['证券投资顾问服务（VIP/SVIP投顾权益、专属服务）', C.advisor, C.advisorLicense],
              ['支付结算', '微信支付、支付宝等持牌支付机构', '支付业务许可证'],
            ],
          },
        },
      ],
    },
    {
      heading: '二、如何核验',
      blocks: [
        '您可在中国证监会官网“证券期货业务许可”栏目查询证券投资咨询机构名录，在中国证券业协会官网“从业人员信息公示”栏目查询投资顾问的执业资格。',
      ],
    },
    {
      heading: '三、许可范围提示',
      blocks: [
        {
          strong:
            '平台运营主体不从事证券投资咨询业务；平台上的证券投资建议仅由持牌投资咨询机构的投资顾问提供。任何未在平台公示执业编号的人员提供的“荐股”服务均与本平台无关。',
        },
      ],
    },
    { heading: '四、资质变更', blocks: ['资质信息发生变更的，我们将在本页面及时更新并通过站内公告告知。'] },
  ],
};
