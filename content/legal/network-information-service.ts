import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const networkInformationService: LegalDocument = {
  id: 'new-networkInformationService',
  title: '网络信息服务协议',
  version: 'V1.4',
  effectiveDate: '2026-03-01',
  kind: 'agreement',
  summary: '资讯、快讯、专栏与直播等网络信息服务的提供方式、信息来源与内容管理。',
  preamble: [
    `${C.operator}依法提供互联网信息服务。本协议约定我们向您提供财经资讯、快讯解读、专栏文章与直播等网络信息服务（以下简称“信息服务”）的规则。`,
  ],
  sections: [
    {
      heading: '一、信息来源',
      blocks: [
        '信息服务的内容来源包括：证券交易所及上市公司公开披露信息、具有新闻资质的媒体授权稿件、平台签约作者原创内容、持牌投资顾问观点及用户发布内容。每篇内容均标注来源与发布时间。',
      ],
    },
    {
      heading: '二、内容标识',
      blocks: [
        '我们对内容进行分类标识：「资讯」为事实报道；「解读」为作者观点；「投顾观点」由持牌投资顾问发布并标注执业编号；「AI生成」由算法自动生成；「推广」为商业推广内容。请您注意区分。',
      ],
    },
    {
      heading: '三、内容管理',
      blocks: [
        '我们建立信息发布审核、公共信息巡查、应急处置等制度，对违法违规信息依法处置并保存记录。您发现违法不良信息，可通过页面举报入口或客服举报。',
      ],
    },
    {
      heading: '四、转载与引用',
      blocks: ['转载平台原创内容须取得授权并注明来源。引用平台数据的，须注明“数据来源：' + C.app + '”并标注数据时点。'],
    },
    { heading: '五、推送服务', blocks: ['我们会向您推送重要快讯与订阅内容，您可在“设置-消息通知”中按类别关闭推送。'] },
  ],
};
