import { AppLink as Link } from '@/components/ui/app-link';
import { questionnairesInStatus, type QuestionnaireStatus } from '@/lib/questionnaire/rules';
import type { QuestionnaireSummary } from '@/lib/questionnaire/schemas';
import { href } from '@/lib/routes/hrefs';
import { QuestionnaireCards } from './questionnaire-cards';
import styles from './questionnaire.module.css';

export type ListFilter = 'all' | QuestionnaireStatus;

const TABS: { value: ListFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'open', label: '进行中' },
  { value: 'upcoming', label: '即将开始' },
  { value: 'closed', label: '已结束' },
];

export function listFilterOf(raw: string | string[] | undefined): ListFilter {
  return TABS.find((tab) => tab.value === raw)?.value ?? 'all';
}

/** /questionnaire/list: every questionnaire, filtered by its window (a plain link per tab, works without JavaScript). */
export function QuestionnaireListScreen({ items, filter }: { items: QuestionnaireSummary[]; filter: ListFilter }) {
  const shown = questionnairesInStatus(items, filter);
  return (
    <div className={styles.screen}>
      <nav className={styles.tabs} aria-label="按状态筛选">
        {TABS.map((tab) => (
          <Link
            key={tab.value}
            className={styles.tab}
            href={href('/questionnaire/list', { status: tab.value === 'all' ? undefined : tab.value })}
            aria-current={tab.value === filter ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <QuestionnaireCards items={shown} emptyTitle="该状态下暂无问卷" />
    </div>
  );
}
