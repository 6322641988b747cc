import { defineFamily, BACKGROUND_WHITE } from '../define';
import type { RouteEntry } from '../types';

/** Case-analysis (CaseDetail) pages; the SPEC names them by abbreviation only. Titles match content/cases. */
const CASE_ANALYSES = [
  ['zhgf', '案例分析·面值退市'],
  ['llsw', '案例分析·财务造假'],
  ['bfjt', '案例分析·资金占用与违规担保'],
  ['cssw', '案例分析·重大违法强制退市'],
  ['tgzm', '案例分析·商誉暴雷'],
  ['swhb', '案例分析·财务类退市'],
  ['szzy', '案例分析·操纵股价'],
  ['qsyj', '案例分析·虚构客户造假退市'],
  ['gshz', '案例分析·冒充投顾诈骗'],
] as const;

function caseAnalysisPages(): RouteEntry<`/case-analysis/${(typeof CASE_ANALYSES)[number][0]}`>[] {
  return CASE_ANALYSES.map(([name, title]) => ({ path: `/case-analysis/${name}` as const, title }));
}

/** SPEC §2 "Agreements and legal": static white pages, no loading indicator, the same for every visitor. */
export const LEGAL_ROUTES = defineFamily(
  'legal',
  { background: BACKGROUND_WHITE, loadingType: 'none', pageCacheSeconds: 60 },
  [
    { path: '/securitiesInvestmentConsultant', title: '证券投资顾问服务协议' },
    { path: '/securitiesInvestmentConsultantSvip', title: '证券投资顾问服务协议（SVIP）' },
    { path: '/disclaimers', title: '免责声明' },
    { path: '/userServiceAgreement', title: '用户服务协议' },
    { path: '/userServiceAgreementOld', title: '用户服务协议（旧版）' },
    { path: '/userServiceAgreementSimple', title: '用户服务协议（简版）' },
    { path: '/privacyPolicyStatement', title: '隐私政策' },
    { path: '/privacyPolicyStatementOld', title: '隐私政策（旧版）' },
    { path: '/privacyPolicyStatementSimple', title: '隐私政策（简版）' },
    { path: '/communityNorms', title: '社区规范' },
    { path: '/serviceLicenseAgreement', title: '服务许可协议' },
    { path: '/serviceLicenseAgreementTG', title: '投顾服务许可协议' },
    { path: '/notificationLetter', title: '风险告知书' },
    { path: '/confirmation', title: '投资者确认书' },
    { path: '/riskAgree', title: '风险揭示书' },
    { path: '/newPrivacyPolicy', title: '隐私政策（新版）' },
    { path: '/newInformationList', title: '个人信息收集清单' },
    { path: '/newBaseInformation', title: '基本功能个人信息说明' },
    { path: '/newUseProcess', title: '个人信息处理流程' },
    { path: '/newPermissionList', title: '应用权限清单' },
    { path: '/newInfoSharingList', title: '第三方信息共享清单' },
    { path: '/svipPackageAgreement', title: 'SVIP套餐服务协议' },
    { path: '/recharge', title: '充值协议' },
    { path: '/exclusiveService', title: '专属服务协议' },

    { path: '/new/productServiceLicense', title: '产品服务许可协议' },
    { path: '/new/ventureCapitalConfirmation', title: '风险投资确认书' },
    { path: '/new/commentsInvestorConfirmation', title: '投资者意见确认书' },
    { path: '/new/commentsInvestorConfirmationMediumRisk', title: '投资者意见确认书（中风险）' },
    { path: '/new/exclusiveService', title: '专属服务协议（新版）' },
    { path: '/new/jncjAppService', title: 'App服务协议' },
    { path: '/new/jncjAppServiceWithParamsMonth', title: 'App服务协议（月度）' },
    { path: '/new/jncjAppServiceWithParamsSeason', title: 'App服务协议（季度）' },
    { path: '/new/jncjAppServiceWithParamsYear', title: 'App服务协议（年度）' },
    { path: '/new/membershipService', title: '会员服务协议' },
    { path: '/new/networkInformationService', title: '网络信息服务协议' },
    { path: '/new/investmentServicesLicense', title: '投资服务许可协议' },
    { path: '/new/securitiesInvestmentAdvisoryRisk', title: '证券投资咨询风险揭示书' },
    { path: '/new/investmentRiskToleranceInformation', title: '投资者风险承受能力告知书' },

    { path: '/investorProtection', title: '投资者保护' },
    { path: '/riskWarning', title: '风险提示' },
    { path: '/regulations', title: '法律法规' },
    { path: '/opinion', title: '投诉建议' },
    { path: '/way', title: '服务渠道' },
    { path: '/saturation', title: '适当性管理说明' },
    { path: '/saturation2', title: '适当性匹配意见书' },
    { path: '/explanation-of-terms', title: '名词解释' },
    { path: '/tradingRule', title: '交易规则' },
    { path: '/callAuctionDes', title: '集合竞价说明' },
    { path: '/register-rule', title: '用户注册协议' },
    ...caseAnalysisPages(),
  ],
);
