import { AppLink as Link } from '@/components/ui/app-link';
import type { CertificationView } from '@/lib/compliance/server';
import styles from './compliance.module.css';

const DOCUMENT_STATE: Record<number, string> = { 0: '未认证', 1: '已认证', 2: '审核中' };
const PORTRAIT_STATE: Record<number, string> = { 0: '未认证', 1: '已认证', 2: '待复核' };
const EVALUATION_STATE: Record<number, string> = { 0: '未测评', 1: '有效', 2: '已过期' };

/** The four steps of SPEC §4 certification, each with its state and the page that completes it. */
export function CertificationSteps({ info }: { info: CertificationView }) {
  const { realname_detail: detail, evaluation } = info;
  const steps = [
    { name: '身份证件认证', state: DOCUMENT_STATE[detail.documents], done: detail.documents === 1, href: '/verified' },
    {
      name: '人脸识别认证',
      state: PORTRAIT_STATE[detail.portrait],
      done: detail.portrait === 1,
      href: '/authentication/authForAli',
    },
    {
      name: '风险承受能力测评',
      state: EVALUATION_STATE[evaluation.option_value],
      done: evaluation.option_value === 1,
      href: evaluation.option_value === 1 ? '/riskAssessment' : '/riskAssessment?retake=1',
    },
    {
      name: '机构授权认证',
      state: info.auth_status === 1 ? '已授权' : '未授权',
      done: info.auth_status === 1,
      href: '#auth-info',
    },
  ];
  return (
    <ol className={styles.steps} aria-label="认证步骤">
      {steps.map((step, index) => (
        <li key={step.name} className={styles.step} data-step-done={step.done}>
          <span>
            {index + 1}. {step.name}
          </span>
          {step.done ? (
            <span className={styles.done}>✓ {step.state}</span>
          ) : (
            <Link className={styles.todo} href={step.href}>
              {step.state} ›
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
