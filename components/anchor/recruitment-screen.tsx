import { AppLink as Link } from '@/components/ui/app-link';
import { ANCHOR_TYPE_LABEL, ANCHOR_TYPES } from '@/lib/anchor/rules';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { AnchorForm, type FormField } from './anchor-form';
import { buttonClass } from '@/components/ui/button';
import styles from './anchor.module.css';

const FIELDS: FormField[] = [
  { name: 'realName', label: '真实姓名', type: 'text', min: 2, max: 20 },
  {
    name: 'type',
    label: '主播类型',
    type: 'select',
    options: ANCHOR_TYPES.map((type) => ({ value: type, label: ANCHOR_TYPE_LABEL[type] })),
  },
  {
    name: 'licenceNo',
    label: '证书编号',
    type: 'text',
    min: 14,
    max: 14,
    showWhen: { name: 'type', value: 'adviser' },
    hint: '证券投资咨询执业证书编号，如 S0260620110001',
  },
  { name: 'institution', label: '所属机构', type: 'text', min: 2, max: 40 },
  { name: 'intro', label: '个人简介', type: 'textarea', min: 10, max: 300 },
  { name: 'agreed', label: '我已阅读并同意《主播入驻协议》', type: 'switch' },
];

type Application = {
  status: 'reviewing' | 'approved' | 'rejected';
  type: 'adviser' | 'influencer';
  realName: string;
  submittedAt: string;
} | null;

/** /anchorRecruitment/v2: who may stream here, and the application (stored upstream for review). */
export function RecruitmentScreen({
  loggedIn,
  loginHref,
  application,
}: {
  loggedIn: boolean;
  loginHref: string;
  application: Application;
}) {
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="who">
        <h2 id="who">成为财知道主播</h2>
        <p className={styles.muted}>投顾：持有证券投资咨询执业资格，可主持投资建议类节目，展示证书编号。</p>
        <p className={styles.muted}>达人：分享财经知识与复盘心得，不提供投资建议。</p>
        <Link className={styles.link} href={href('/occupancy-agreement/v2')}>
          阅读《主播入驻协议》
        </Link>
      </section>
      <section className={styles.card} aria-labelledby="apply">
        <h2 id="apply">提交申请</h2>
        {application ? (
          <p className={styles.status} role="status" data-testid="application-status">
            {application.realName}（{ANCHOR_TYPE_LABEL[application.type]}）的申请已于{' '}
            {formatChinaShortDateTime(application.submittedAt)} 提交，审核中。可修改后重新提交。
          </p>
        ) : null}
        {loggedIn ? (
          <AnchorForm
            action="/live/anchor-applications"
            fields={FIELDS}
            initial={{
              realName: application?.realName ?? '',
              type: application?.type ?? 'influencer',
              licenceNo: '',
              institution: '',
              intro: '',
              agreed: false,
            }}
            submitLabel="提交申请"
            savedMessage="申请已提交，平台将在 3 个工作日内审核"
            afterSave="refresh"
          />
        ) : (
          <Link className={buttonClass({ block: true, size: 'lg' })} href={loginHref}>
            登录后申请
          </Link>
        )}
      </section>
    </div>
  );
}
