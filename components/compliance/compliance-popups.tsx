import { AppLink as Link } from '@/components/ui/app-link';
import { COMPANY as C } from '@/content/legal/company';
import { checkCertification } from '@/lib/compliance/certification';
import type { CertificationView } from '@/lib/compliance/server';
import type { HasEvaluation } from '@/lib/compliance/schemas';
import { legalDocumentOrThrow } from '@/lib/legal/registry';
import { ReadError } from '@/components/ui/read-error';
import type { ReadResult } from '@/lib/read/result';
import { ConsentActions, type ConsentDocument } from './consent-popup';
import { PopupActions } from './popup-actions';
import { PopupCard } from './popup-card';
import styles from './compliance.module.css';
import { href, loginHref, pageUrl } from '@/lib/routes/hrefs';

/** /riskAssessmentPopup: asks for an assessment when there is none or it expired, else shows the level. */
export function RiskAssessmentPopup({ read }: { read: ReadResult<HasEvaluation> }) {
  if (!read.ok)
    return (
      <PopupCard title="风险测评提示" actions={<PopupActions />}>
        <ReadError error={read.error} />
      </PopupCard>
    );
  const status = read.data;
  if (status.has_evaluation) {
    return (
      <PopupCard
        title="风险测评提示"
        testId="risk-popup"
        actions={
          <PopupActions
            closeLabel="知道了"
            next={{ label: '查看结果', href: href('/riskAssessment') }}
            result={{ has_evaluation: true, level: status.level }}
          />
        }
      >
        <p>
          您的风险承受能力为 C{status.level}
          {status.lowest ? '（最低类别）' : ''}，测评结果在有效期内。
        </p>
      </PopupCard>
    );
  }
  return (
    <PopupCard
      title="风险测评提示"
      testId="risk-popup"
      actions={
        <PopupActions
          closeLabel="稍后再说"
          next={{ label: status.expired ? '重新测评' : '立即测评', href: href('/riskAssessment', { retake: 1 }) }}
          result={{ has_evaluation: false }}
        />
      }
    >
      <p>
        {status.expired ? '您的风险测评结果已过期。' : '您尚未完成风险承受能力测评。'}
        根据《证券期货投资者适当性管理办法》，购买证券投资顾问服务前需完成测评，约需3分钟。
      </p>
    </PopupCard>
  );
}

const STEP_PAGE: Record<string, string> = {
  'documents-missing': '/verified',
  'portrait-missing': '/authentication/authForAli',
  'documents-portrait-mismatch': '/authentication/authForAli',
  'identity-not-verified': '/authentication/info',
  'evaluation-missing': '/riskAssessment?retake=1',
  'auth-missing': '/authentication/info',
};

/** /certificationPopup: the first missing certification step (SPEC §4) and the page that completes it. */
export function CertificationPopup({ read }: { read: ReadResult<CertificationView> | null }) {
  if (!read)
    return (
      <PopupCard
        title="认证提示"
        actions={<PopupActions next={{ label: '去登录', href: loginHref(pageUrl('/certificationPopup')) }} />}
      >
        <p>请先登录后再进行认证。</p>
      </PopupCard>
    );
  if (!read.ok)
    return (
      <PopupCard title="认证提示" actions={<PopupActions />}>
        <ReadError error={read.error} />
      </PopupCard>
    );
  const info = read.data;
  const verdict = checkCertification({
    documents: info.realname_detail.documents,
    portrait: info.realname_detail.portrait,
    optionValue: info.evaluation.option_value,
    authStatus: info.auth_status,
  });
  if (verdict.certified) {
    return (
      <PopupCard
        title="认证提示"
        testId="certification-popup"
        actions={<PopupActions closeLabel="知道了" result={{ certified: true }} />}
      >
        <p>您已完成全部认证。</p>
      </PopupCard>
    );
  }
  return (
    <PopupCard
      title="认证提示"
      testId="certification-popup"
      actions={
        <PopupActions
          closeLabel="稍后"
          next={{ label: '去认证', href: STEP_PAGE[verdict.reason] }}
          result={{ certified: false, reason: verdict.reason }}
        />
      }
    >
      <p>{verdict.message}。完成认证后即可购买证券投资顾问服务。</p>
    </PopupCard>
  );
}

/** /ocrAgreement: the authorisation to read the identity card by camera (OCR), recorded when accepted. */
export function OcrAgreementPopup() {
  return (
    <PopupCard
      title="身份证识别授权"
      actions={
        <ConsentActions
          documents={[{ id: 'ocrAgreement', version: 'V1.0', title: '身份证识别授权', href: href('/ocrAgreement') }]}
          agreeLabel="同意授权"
          cancelLabel="暂不授权"
          requireCheck={false}
        />
      }
    >
      <p>
        为完成实名认证，您授权{C.operator}
        通过相机拍摄您的居民身份证正反面，并识别姓名、性别、民族、出生日期、住址、身份证号码、签发机关与有效期限。
      </p>
      <p>识别结果仅用于核验您的身份，证件照片在识别完成后即删除，不作他用。我们不会向无关第三方提供您的证件信息。</p>
      <p>
        您可以拒绝授权并选择手动填写证件信息。详见<Link href={href('/newPrivacyPolicy')}>《隐私政策》</Link>。
      </p>
    </PopupCard>
  );
}

const DEFAULT_SIGN_SET = ['/securitiesInvestmentConsultant', '/new/securitiesInvestmentAdvisoryRisk', '/confirmation'];

/** /agreementSignPopup?docs=/a,/b: the agreements to sign before a purchase, each recorded with its version. */
export function AgreementSignPopup({ docs }: { docs?: string }) {
  const paths = (
    docs
      ?.split(',')
      .map((path) => path.trim())
      .filter(Boolean) ?? DEFAULT_SIGN_SET
  ).slice(0, 6);
  const documents: ConsentDocument[] = [];
  for (const path of paths) {
    try {
      const document = legalDocumentOrThrow(path);
      documents.push({ id: document.id, version: document.version, title: document.title, href: path });
    } catch {
      // An unknown path is skipped: only documents this site publishes can be signed.
    }
  }
  const list = documents.length
    ? documents
    : DEFAULT_SIGN_SET.map((path) => {
        const document = legalDocumentOrThrow(path);
        return { id: document.id, version: document.version, title: document.title, href: path };
      });
  return (
    <PopupCard title="协议签署" testId="agreement-sign-popup" actions={<ConsentActions documents={list} />}>
      <p>请阅读并签署以下文件：</p>
      <ol className={styles.docList}>
        {list.map((document) => (
          <li key={document.id}>
            <Link href={document.href}>《{document.title}》</Link>（{document.version}）
          </li>
        ))}
      </ol>
    </PopupCard>
  );
}

/** /aptitudePopup: who provides the advice and under which licence (optionally the adviser's certificate). */
export function AptitudePopup({ adviser, certNo }: { adviser?: string; certNo?: string }) {
  return (
    <PopupCard
      title="资质信息"
      actions={<PopupActions next={{ label: '查看详情', href: href('/new/investmentServicesLicense') }} />}
    >
      <p>服务提供方：{C.advisor}</p>
      <p>业务资格：{C.advisorLicense}</p>
      {adviser ? (
        <p>
          投资顾问：{adviser}
          {certNo ? `（执业编号 ${certNo}）` : ''}
        </p>
      ) : null}
      <p>您可在中国证券业协会官网“从业人员信息公示”栏目核验投资顾问的执业资格。</p>
    </PopupCard>
  );
}

/** /regulatoryRecordsPopup: the operator's filings and licences. */
export function RegulatoryRecordsPopup() {
  return (
    <PopupCard title="监管备案信息" actions={<PopupActions />}>
      <p>运营主体：{C.operator}</p>
      <p>ICP备案：{C.icp}</p>
      <p>{C.telecomLicense}</p>
      <p>{C.psb}</p>
      <p>{C.algorithmFiling}</p>
      <p>
        证券投资咨询服务：{C.advisor}，{C.advisorLicense}
      </p>
      <p>监管机构：{C.regulator}；投诉热线：12386</p>
    </PopupCard>
  );
}
