import { listFilterOf, QuestionnaireListScreen } from '@/components/questionnaire/questionnaire-list-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readQuestionnaires } from '@/lib/questionnaire/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/questionnaire/list', { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function QuestionnaireListPage({ searchParams }: Props) {
  const [query, read] = await Promise.all([searchParams, readQuestionnaires()]);
  return (
    <PageShell route="/questionnaire/list">
      {read.ok ? (
        <QuestionnaireListScreen items={read.data} filter={listFilterOf(query.status)} />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
