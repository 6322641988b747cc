import { bfjtCase } from '@/content/cases/bfjt';
import { csswCase } from '@/content/cases/cssw';
import { gshzCase } from '@/content/cases/gshz';
import { llswCase } from '@/content/cases/llsw';
import { qsyjCase } from '@/content/cases/qsyj';
import { swhbCase } from '@/content/cases/swhb';
import { szzyCase } from '@/content/cases/szzy';
import { tgzmCase } from '@/content/cases/tgzm';
import { zhgfCase } from '@/content/cases/zhgf';
import { callAuctionDes } from '@/content/legal/call-auction-des';
import { commentsInvestorConfirmation } from '@/content/legal/comments-investor-confirmation';
import { commentsInvestorConfirmationMediumRisk } from '@/content/legal/comments-investor-confirmation-medium-risk';
import { communityNorms } from '@/content/legal/community-norms';
import { confirmation } from '@/content/legal/confirmation';
import { disclaimers } from '@/content/legal/disclaimers';
import { exclusiveService } from '@/content/legal/exclusive-service';
import { explanationOfTerms } from '@/content/legal/explanation-of-terms';
import { investmentRiskToleranceInformation } from '@/content/legal/investment-risk-tolerance-information';
import { investmentServicesLicense } from '@/content/legal/investment-services-license';
import { investorProtection } from '@/content/legal/investor-protection';
import { jncjAppService, jncjAppServiceWithParams, parsePriceParam } from '@/content/legal/jncj-app-service';
import { membershipService } from '@/content/legal/membership-service';
import { networkInformationService } from '@/content/legal/network-information-service';
import { newBaseInformation } from '@/content/legal/new-base-information';
import { newExclusiveService } from '@/content/legal/new-exclusive-service';
import { newInfoSharingList } from '@/content/legal/new-info-sharing-list';
import { newInformationList } from '@/content/legal/new-information-list';
import { newPermissionList } from '@/content/legal/new-permission-list';
import { newPrivacyPolicy } from '@/content/legal/new-privacy-policy';
import { newUseProcess } from '@/content/legal/new-use-process';
import { notificationLetter } from '@/content/legal/notification-letter';
import { opinion } from '@/content/legal/opinion';
import { privacyPolicyStatement } from '@/content/legal/privacy-policy-statement';
import { privacyPolicyStatementOld } from '@/content/legal/privacy-policy-statement-old';
import { privacyPolicyStatementSimple } from '@/content/legal/privacy-policy-statement-simple';
import { productServiceLicense } from '@/content/legal/product-service-license';
import { recharge } from '@/content/legal/recharge';
import { registerRule } from '@/content/legal/register-rule';
import { regulations } from '@/content/legal/regulations';
import { riskAgree } from '@/content/legal/risk-agree';
import { riskWarning } from '@/content/legal/risk-warning';
import { saturation } from '@/content/legal/saturation';
import { saturation2 } from '@/content/legal/saturation2';
import { securitiesInvestmentAdvisoryRisk } from '@/content/legal/securities-investment-advisory-risk';
import { securitiesInvestmentConsultant } from '@/content/legal/securities-investment-consultant';
import { securitiesInvestmentConsultantSvip } from '@/content/legal/securities-investment-consultant-svip';
import { serviceLicenseAgreement } from '@/content/legal/service-license-agreement';
import { serviceLicenseAgreementTG } from '@/content/legal/service-license-agreement-tg';
import { svipPackageAgreement } from '@/content/legal/svip-package-agreement';
import { tradingRule } from '@/content/legal/trading-rule';
import type { LegalDocument } from '@/content/legal/types';
import { userServiceAgreement } from '@/content/legal/user-service-agreement';
import { userServiceAgreementOld } from '@/content/legal/user-service-agreement-old';
import { userServiceAgreementSimple } from '@/content/legal/user-service-agreement-simple';
import { ventureCapitalConfirmation } from '@/content/legal/venture-capital-confirmation';
import { way } from '@/content/legal/way';

export type LegalQuery = Record<string, string | string[] | undefined>;

/** A route's document: fixed, or built from the query (the WithParams variants). */
type DocumentSource = LegalDocument | ((query: LegalQuery) => LegalDocument);

/** Every route of the legal family (lib/routes/families/legal.ts) and the one document it serves. */
export const LEGAL_DOCUMENTS: Record<string, DocumentSource> = {
  '/securitiesInvestmentConsultant': securitiesInvestmentConsultant,
  '/securitiesInvestmentConsultantSvip': securitiesInvestmentConsultantSvip,
  '/disclaimers': disclaimers,
  '/userServiceAgreement': userServiceAgreement,
  '/userServiceAgreementOld': userServiceAgreementOld,
  '/userServiceAgreementSimple': userServiceAgreementSimple,
  '/privacyPolicyStatement': privacyPolicyStatement,
  '/privacyPolicyStatementOld': privacyPolicyStatementOld,
  '/privacyPolicyStatementSimple': privacyPolicyStatementSimple,
  '/communityNorms': communityNorms,
  '/serviceLicenseAgreement': serviceLicenseAgreement,
  '/serviceLicenseAgreementTG': serviceLicenseAgreementTG,
  '/notificationLetter': notificationLetter,
  '/confirmation': confirmation,
  '/riskAgree': riskAgree,
  '/newPrivacyPolicy': newPrivacyPolicy,
  '/newInformationList': newInformationList,
  '/newBaseInformation': newBaseInformation,
  '/newUseProcess': newUseProcess,
  '/newPermissionList': newPermissionList,
  '/newInfoSharingList': newInfoSharingList,
  '/svipPackageAgreement': svipPackageAgreement,
  '/recharge': recharge,
  '/exclusiveService': exclusiveService,
  '/new/productServiceLicense': productServiceLicense,
  '/new/ventureCapitalConfirmation': ventureCapitalConfirmation,
  '/new/commentsInvestorConfirmation': commentsInvestorConfirmation,
  '/new/commentsInvestorConfirmationMediumRisk': commentsInvestorConfirmationMediumRisk,
  '/new/exclusiveService': newExclusiveService,
  '/new/jncjAppService': jncjAppService,
  '/new/jncjAppServiceWithParamsMonth': (query) =>
    jncjAppServiceWithParams('month', { price: parsePriceParam(query.price) }),
  '/new/jncjAppServiceWithParamsSeason': (query) =>
    jncjAppServiceWithParams('season', { price: parsePriceParam(query.price) }),
  '/new/jncjAppServiceWithParamsYear': (query) =>
    jncjAppServiceWithParams('year', { price: parsePriceParam(query.price) }),
  '/new/membershipService': membershipService,
  '/new/networkInformationService': networkInformationService,
  '/new/investmentServicesLicense': investmentServicesLicense,
  '/new/securitiesInvestmentAdvisoryRisk': securitiesInvestmentAdvisoryRisk,
  '/new/investmentRiskToleranceInformation': investmentRiskToleranceInformation,
  '/investorProtection': investorProtection,
  '/riskWarning': riskWarning,
  '/regulations': regulations,
  '/opinion': opinion,
  '/way': way,
  '/saturation': saturation,
  '/saturation2': saturation2,
  '/explanation-of-terms': explanationOfTerms,
  '/tradingRule': tradingRule,
  '/callAuctionDes': callAuctionDes,
  '/register-rule': registerRule,
  '/case-analysis/zhgf': zhgfCase,
  '/case-analysis/llsw': llswCase,
  '/case-analysis/bfjt': bfjtCase,
  '/case-analysis/cssw': csswCase,
  '/case-analysis/tgzm': tgzmCase,
  '/case-analysis/swhb': swhbCase,
  '/case-analysis/szzy': szzyCase,
  '/case-analysis/qsyj': qsyjCase,
  '/case-analysis/gshz': gshzCase,
};

export function legalDocumentOrThrow(path: string, query: LegalQuery = {}): LegalDocument {
  const source = LEGAL_DOCUMENTS[path];
  if (!source) throw new Error(`No legal document for ${path}`);
  return typeof source === 'function' ? source(query) : source;
}

/** The document's plain text (title and every block), for search snippets and the distinctness test. */
export function documentText(document: LegalDocument): string {
  const blocks = [
    ...(document.preamble ?? []),
    ...document.sections.flatMap((section) => [section.heading, ...section.blocks]),
  ];
  return [
    document.title,
    ...blocks.map((block) => {
      if (typeof block === 'string') return block;
      if ('strong' in block) return block.strong;
      if ('list' in block) return block.list.join('\n');
      return [block.table.head, ...block.table.rows].map((row) => row.join('\t')).join('\n');
    }),
  ].join('\n');
}
